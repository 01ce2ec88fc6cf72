// The sandbox's model reads the prompt ListBridge builds (server/modules/ai/prompt.ts) and answers
// only what the catalogue data says.
import { describe, expect, it } from 'vitest';
import { buildSpecificsPrompt, type CategoryAspect } from '../../server/modules/ai/prompt.ts';
import { answerSpecifics, parsePrompt } from './model.ts';

const ASPECTS: CategoryAspect[] = [
  { name: 'Brand', required: true, mode: 'FREE_TEXT', values: ['Sony', 'Bose', 'Unbranded'] },
  { name: 'Type', required: true, mode: 'SELECTION_ONLY', values: ['Earbuds (In Ear)', 'Over-Ear', 'On-Ear'] },
  { name: 'Connectivity', required: false, mode: 'SELECTION_ONLY', values: ['Bluetooth', 'Wired', 'USB-C'] },
  { name: 'Colour', required: false, mode: 'FREE_TEXT', values: ['Black', 'White'] },
  { name: 'MPN', required: false, mode: 'FREE_TEXT', values: [] },
  { name: 'Features', required: false, mode: 'FREE_TEXT', values: [] },
];

const answer = (item: Parameters<typeof buildSpecificsPrompt>[0]) => answerSpecifics(parsePrompt(buildSpecificsPrompt(item, '112529', ASPECTS)[1]!.content)!);

describe('AI sandbox model', () => {
  it('answers from the brand, the product details (with synonyms) and allowed values named in the title', () => {
    expect(
      answer({
        title: 'Sony Wireless Over-Ear Headphones',
        brand: 'Sony',
        productType: null,
        category: null,
        productDetails: [
          { name: 'Color', value: 'black' },
          { name: 'Model Number', value: 'WH1000XM4' },
        ],
        featureBullets: ['Bluetooth: yes'],
        description: null,
      }),
    ).toBe(['Brand: Sony', 'Type: Over-Ear', 'Connectivity: not specified', 'Colour: Black', 'MPN: WH1000XM4', 'Features: not specified'].join('\n'));
  });

  it("repeats a catalogue value outside the list as the catalogue says it, and says 'not specified' without one", () => {
    expect(
      answer({
        title: 'Headphones',
        brand: null,
        productType: null,
        category: null,
        productDetails: [{ name: 'Type', value: 'Neckband' }],
        featureBullets: [],
        description: null,
      }),
    ).toBe(
      ['Brand: not specified', 'Type: Neckband', 'Connectivity: not specified', 'Colour: not specified', 'MPN: not specified', 'Features: not specified'].join(
        '\n',
      ),
    );
  });

  it('does not read a prompt of another shape as one', () => {
    expect(parsePrompt('What is the capital of France?')).toBeNull();
  });
});
