// Content-Security-Policy violations as the browser reports them: a console message or a
// securitypolicyviolation event, in the page or in one of its workers.
import type { Page } from '@playwright/test';

const CSP_MESSAGE = /Content Security Policy|Content-Security-Policy|Refused to/i;

/** Every CSP violation the page and its workers report from now on (call before the first load). */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  const collect = (text: string) => {
    if (CSP_MESSAGE.test(text)) violations.push(text);
  };
  page.on('console', (message) => collect(message.text()));
  page.on('pageerror', (error) => collect(String(error)));
  page.on('worker', (worker) => worker.on('console', (message) => collect(message.text())));
  // Init scripts run before the page's own and are not subject to its policy.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      ),
    ),
  );
  return violations;
}
