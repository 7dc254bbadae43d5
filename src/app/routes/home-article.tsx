/** /home/:slug serves the same article page as /blogs/:slug, with /blogs/:slug as canonical. */
export { Component, loader } from './article';
