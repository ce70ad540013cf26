import { resumeStep } from './onboarding-steps';

const item = (name: string) => ({ id: crypto.randomUUID(), name });

describe(resumeStep.name, () => {
  it('resumes where the owner was: connect, keywords, competitors, then complete', () => {
    const empty = { gmbConnected: false, keywords: [], competitors: [], completed: false };
    expect(resumeStep(empty)).toBe(1);
    expect(resumeStep({ ...empty, gmbConnected: true })).toBe(2);
    expect(resumeStep({ ...empty, gmbConnected: true, keywords: [item('oat latte')] })).toBe(2);
    expect(resumeStep({ ...empty, gmbConnected: true, keywords: [item('oat latte')], competitors: [item('The Daily Grind')] })).toBe(3);
    expect(resumeStep({ gmbConnected: true, keywords: [item('oat latte')], competitors: [item('The Daily Grind')], completed: true })).toBe(4);
  });

  it('stays on step 1 while the Google location is still to be chosen', () => {
    const connected = { gmbConnected: true, keywords: [], competitors: [], completed: false };
    expect(resumeStep(connected, 'choosing_location')).toBe(1);
    expect(resumeStep(connected, 'connected')).toBe(2);
    expect(resumeStep({ ...connected, gmbConnected: false }, 'connected')).toBe(1);
  });
});
