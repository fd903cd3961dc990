/**
 * The port the project's own server listens on when PORT does not say otherwise. The local build
 * (`npm start`) writes the same port into its pages' address, so the two always meet.
 */
export const defaultPort = 4173;
