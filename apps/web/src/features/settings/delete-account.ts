// docs/product.md §4/§8 "Account deletion": the browser dialogs, word for word where the spec gives them.
export const DELETE_ACCOUNT_TEXT = {
  firstConfirm:
    'Are you sure you want to delete your account? This will permanently remove all of your data and cannot be undone.',
  prompt: 'To confirm, please type DELETE (in capital letters):',
  mismatch: 'Account deletion cancelled - text did not match.',
  finalConfirm:
    'This is your final confirmation. Your account and all associated data will be permanently deleted. Do you want to continue?',
  initiated:
    'Account deletion initiated. Your account and all associated data will be permanently deleted within 24 hours. You will receive a confirmation email shortly.',
  failed: 'Failed to delete account. Please try again.',
} as const;

export type DeletionDialogs = Pick<Window, 'confirm' | 'prompt' | 'alert'>;

// First confirmation, then DELETE typed exactly (anything else, a cancelled prompt included, says
// so and stops), then a final confirmation. True only when the user went all the way.
export function confirmAccountDeletion(dialogs: DeletionDialogs = window): boolean {
  if (!dialogs.confirm(DELETE_ACCOUNT_TEXT.firstConfirm)) return false;
  if (dialogs.prompt(DELETE_ACCOUNT_TEXT.prompt) !== 'DELETE') {
    dialogs.alert(DELETE_ACCOUNT_TEXT.mismatch);
    return false;
  }
  return dialogs.confirm(DELETE_ACCOUNT_TEXT.finalConfirm);
}
