/** Every timing the site's motion uses, in milliseconds. One place, so the spec and the code agree. */
export const timing = {
  /** Hero image and collection card image rotation. */
  imageRotation: 8000,
  /** Contact page heading rotation. */
  headingRotation: 3000,
  /** Typing effect: one character per step. */
  typingStep: 100,
  /** Typing effect: pause after a fully typed phrase. */
  typingPause: 2000,
  /** A rotating image's next photo starts loading this long before its turn. */
  preloadLead: 2500,
} as const;
