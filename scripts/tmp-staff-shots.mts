import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4321';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const scheme of ['light', 'dark'] as const) {
  for (const width of [360, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(`pageerror ${e.message}`));
    await page.goto(`${base}/staff/sign-in`);
    await page.getByLabel('E-mail address').waitFor();
    await page.screenshot({ path: `/tmp/shots/signin-${scheme}-${width}.png`, fullPage: true });
    await page.getByLabel('E-mail address').fill('demo@akscellence.example');
    await page.getByLabel('Password').fill('demo passphrase 1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Leads' }).waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/inbox-${scheme}-${width}.png`, fullPage: true });
    await page.getByRole('link', { name: /Ravi Kumar/ }).click();
    await page.getByRole('heading', { name: 'Ravi Kumar' }).waitFor();
    await page.screenshot({ path: `/tmp/shots/entry-${scheme}-${width}.png`, fullPage: true });
    console.log(scheme, width, errors);
    await context.close();
  }
}
await browser.close();
