/**
 * Imported first by the prerender script, before anything that loads React: React, MUI and
 * Emotion must run as they do in the browser build, in production mode. In development they
 * label every style class with its component's name (`css-1x2y3z-MuiTypography-root`), so not
 * one prerendered class would match what the browser computes while hydrating.
 */
process.env.NODE_ENV = 'production';
