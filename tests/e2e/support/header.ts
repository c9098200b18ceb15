import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the menu drawer (pressed again until the page has hydrated) and gives it back. The button is pressed
 * only while it is not expanded: the drawer's code loads at the first press, and through a busy proxy it can
 * take longer than a retry's second to show (a second press would land on the drawer's mask and wait forever).
 */
export async function openDrawer(page: Page): Promise<Locator> {
  const button = page.getByTestId('mobile-menu-button');
  const drawer = page.getByRole('dialog');
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(drawer).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${await button.getAttribute('aria-controls')}`)).toBeVisible();
  return drawer;
}

/**
 * Opens the signed-in user's menu in the header. The menu's popup is placed off screen (top: -1000vh) until it
 * has been aligned under its button; a click before that scrolls the page and misses, so this returns once the
 * menu stands below the button.
 */
export async function openUserMenu(page: Page): Promise<void> {
  const button = page.getByTestId('user-menu-button');
  // Measured before the press: the button is rendered anew inside the dropdown when its code arrives.
  const box = await button.boundingBox();
  const below = box!.y + box!.height;
  await button.click();
  const first = page.getByRole('menuitem').first();
  await expect.poll(async () => (await first.boundingBox())?.y ?? -Infinity, { message: 'the menu is aligned under its button' }).toBeGreaterThanOrEqual(below);
  await expect(first).toBeInViewport();
}

/** Opens the signed-in user's menu in the header and clicks one of its pages. */
export async function clickUserMenuItem(page: Page, key: string): Promise<void> {
  await openUserMenu(page);
  await page.getByTestId(`user-menu-${key}`).click();
}
