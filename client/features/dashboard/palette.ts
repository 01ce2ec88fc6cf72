// Okabe and Ito's colour-blind-safe palette (Color Universal Design): the series stay apart for
// protanopia, deuteranopia and tritanopia, and each line also has its own dash so none relies on
// colour alone.
export const SERIES_COLOURS = { revenue: '#0072B2', profit: '#D55E00', orders: '#009E73', units: '#CC79A7' } as const;
export const SERIES_DASHES = { revenue: undefined, profit: '6 3', orders: '2 2', units: '8 3 2 3' } as const;
