/** What every step component receives from the wizard. */
export interface StepProps {
  userId: string;
  /** Moves to the previous / next step (stored with onboarding/progress/{step}). */
  previous(): void;
  next(): void;
  busy: boolean;
}
