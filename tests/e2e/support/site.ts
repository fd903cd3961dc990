/** The port the browser tests' build and server use, apart from `npm start`'s 4173. */
export const e2ePort = 4179;
