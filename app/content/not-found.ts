export const notFoundPage = {
  title: "Page not found | Ivory & Adire",
  description: "This page does not exist.",
  heading: "Page not found",
  message: "The page you were looking for is not here. It may have moved, or the address may have a typo.",
  home: "Go to the home page",
  collection: "Browse the collection",
} as const;
