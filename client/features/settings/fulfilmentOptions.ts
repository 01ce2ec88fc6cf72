// The Amazon fulfilment choices every channel's settings page offers for its orders (001 §9, 002
// §2.4): the same values and labels on each page, so they are written once.

/** Blank box options (blank first: the account's default). */
export const BLANK_BOX = [
  { value: '', label: 'Default' },
  { value: 'required', label: 'Required' },
  { value: 'disabled', label: 'Disabled' },
  { value: 'enabled', label: 'Enabled' },
] as const;

/** Block AMZL options; `enabledLabel` is the page's own text for turning it on. */
export const blockAmzlOptions = <L extends string>(enabledLabel: L) =>
  [
    { value: '', label: 'Account Default' },
    { value: 'disabled', label: 'Disabled' },
    { value: 'enabled', label: enabledLabel },
  ] as const;
