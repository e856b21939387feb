import { expect, waitFor, within } from 'storybook/test';

/**
 * For stories: the open dialog of the page with this role (and name), once it shows. An overlay is in the
 * document a frame or two before it is visible, and a play function that reads its text at once may find
 * it not yet shown.
 */
export async function shownDialog(
  role: 'dialog' | 'alertdialog',
  name?: string | RegExp,
): Promise<HTMLElement> {
  const dialog = await within(document.body).findByRole(role, name === undefined ? {} : { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
