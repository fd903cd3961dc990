// In milliseconds.
export const timing = {
  imageRotation: 8000,
  headingRotation: 3000,
  typingStep: 100,
  typingPause: 2000,
  /** The next photo starts loading this long before its turn. */
  preloadLead: 2500,
} as const;
