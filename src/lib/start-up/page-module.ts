/**
 * The module a page requests with a module script in its <head>: it asks for every module the
 * page starts with at once, instead of each import discovering the next, and imports the entry
 * (the first of them), which evaluates the rest in turn. The prerender builds one per list of
 * modules, with the list in it (`pageScripts`), as a file of the build: no bytes of the page.
 */
declare const pageScripts: readonly string[];

for (const href of pageScripts) {
  document.head.append(
    Object.assign(document.createElement('link'), { rel: 'modulepreload', href }),
  );
}
// The entry hydrates the page, so it runs once the document is parsed. This script is async in
// the <head>, and with the modules in the cache it can run before the body has arrived.
const begin = () => void import(/* @vite-ignore */ pageScripts[0] ?? '');
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', begin);
else begin();
