import { waitFor } from '@testing-library/react';

// That a form control is marked invalid and names its error text (aria-errormessage), and that
// text is `message`: what a screen reader announces for the field. Chakra's Field links the
// control to its error text one render after the text appears (Ark watches for the element with
// a MutationObserver), so this waits for the link instead of reading it in the same tick.
export const expectFieldError = (control: HTMLElement, message: string): Promise<void> =>
  waitFor(() => {
    expect(control.getAttribute('aria-invalid')).toBe('true');
    const errorId = control.getAttribute('aria-errormessage') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(message);
  });
