import {
  DELETE_ACCOUNT_TEXT,
  confirmAccountDeletion,
  type DeletionDialogs,
} from './delete-account';

function dialogs(answers: { confirms: boolean[]; typed: string | null }) {
  const confirms = [...answers.confirms];
  return {
    confirm: jest.fn(() => confirms.shift() ?? false),
    prompt: jest.fn(() => answers.typed),
    alert: jest.fn(),
  } satisfies DeletionDialogs;
}

describe(confirmAccountDeletion.name, () => {
  it('asks to confirm, to type DELETE, then to confirm once more', () => {
    const browser = dialogs({ confirms: [true, true], typed: 'DELETE' });
    expect(confirmAccountDeletion(browser)).toBe(true);
    expect(browser.confirm.mock.calls).toEqual([
      [DELETE_ACCOUNT_TEXT.firstConfirm],
      [DELETE_ACCOUNT_TEXT.finalConfirm],
    ]);
    expect(browser.prompt).toHaveBeenCalledWith(DELETE_ACCOUNT_TEXT.prompt);
    expect(browser.alert).not.toHaveBeenCalled();
  });

  it('stops quietly when the first confirmation is declined', () => {
    const browser = dialogs({ confirms: [false], typed: 'DELETE' });
    expect(confirmAccountDeletion(browser)).toBe(false);
    expect(browser.prompt).not.toHaveBeenCalled();
  });

  it.each([['delete'], ['DELETE '], [''], [null]])(
    'cancels with the exact message when the text typed is %p',
    (typed) => {
      const browser = dialogs({ confirms: [true, true], typed });
      expect(confirmAccountDeletion(browser)).toBe(false);
      expect(browser.alert).toHaveBeenCalledWith(
        'Account deletion cancelled - text did not match.',
      );
      expect(browser.confirm).toHaveBeenCalledTimes(1);
    },
  );

  it('stops when the final confirmation is declined', () => {
    const browser = dialogs({ confirms: [true, false], typed: 'DELETE' });
    expect(confirmAccountDeletion(browser)).toBe(false);
  });
});
