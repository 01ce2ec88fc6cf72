/** What a member is told where their role lets them look but not change (issue 35; the spec has no wording). */
export const NOT_YOURS_TO_CHANGE = 'Your role in this account lets you see this, not change it.';
