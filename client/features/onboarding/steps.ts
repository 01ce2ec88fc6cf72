/** What every step component receives from the wizard (besides its preloaded query). */
export interface StepProps {
  /** Moves to the previous / next step (stored with onboarding/progress/{step}). */
  previous(): void;
  next(): void;
  busy: boolean;
}
