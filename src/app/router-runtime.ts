/**
 * The parts of React Router that start the app, in a module of their own: the entry imports it
 * as one step of the start-up, so the router library is evaluated in a task of its own
 * (`main.tsx`). The library is a chunk of its own too (`vite.config.ts`).
 */
export { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
