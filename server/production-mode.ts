/**
 * Imported first by `npm start` (server/main.ts), before anything that loads React: the server
 * renders the pages that show jobs with the build's renderer (server/jobs/live-pages.ts), and
 * React, MUI and Emotion must run there as in the browser build, in production mode, as they do
 * in the prerender (scripts/build/production-mode.ts). In development they name every class
 * differently, and not one rendered class would match what the browser computes while hydrating.
 * src/config/paths.ts loads React Router, and with it React, so this cannot wait for the render.
 */
process.env.NODE_ENV = 'production';
