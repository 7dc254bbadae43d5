/** /home/:slug serves the same article page as /blogs/:slug (spec section 2). */
export { Component, loader } from './article';
