// Signs each demo account in through the login page once; the specs reuse these sessions.
import { test as setup } from '@playwright/test';
import { accounts } from './support/accounts';
import { sessionFile, signIn } from './support/session';

for (const account of accounts) {
  setup(`sessão de ${account.email}`, async ({ page }) => {
    await signIn(page, account);
    await page.context().storageState({ path: sessionFile(account) });
  });
}
