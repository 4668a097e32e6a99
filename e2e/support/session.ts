// Signing in through the login page, and the saved sessions the specs start from.
import { expect, type Page } from '@playwright/test';
import type { Account } from './accounts';

/** Where sessions.setup.ts keeps each account's signed-in browser state (outside git). */
// Per port, so two suites on different E2E_PORTs never share sessions.
export const sessionFile = (account: Account) =>
  `.tmp/e2e-sessions-${process.env.E2E_PORT ?? 3310}/${account.key}.json`;

export const emailField = (page: Page) => page.getByLabel(/^(usu[aá]rio|e-?mail)/i);
export const passwordField = (page: Page) => page.getByLabel(/^senha/i);

/** Fills the login form and submits it with Enter, as the spec asks. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await passwordField(page).press('Enter');
}

/** Signs in and waits for the home screen with the user's name in the top bar. */
export async function signIn(page: Page, account: Account): Promise<void> {
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toContainText(account.name);
}
