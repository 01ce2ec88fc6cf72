import { describe, expect, it } from 'vitest';
import { generateItem } from './catalogue.ts';
import { DEMO_SELLERS } from './demo.ts';
import { itemAttributes } from './attributes.ts';
import { FAMILY_FIRST_SLOT, FAMILY_PERIOD, FAMILY_SLOTS, familyAt } from './families.ts';
import { type SellerStore, World } from './store.ts';

const seller = DEMO_SELLERS[0]!;
const items = (from: number, n: number) => Array.from({ length: n }, (_, i) => generateItem(1, seller, from + i));

describe('variation families of the demo catalogue', () => {
  it('leaves the first 200 items of a catalogue sold alone, as before families existed', () => {
    expect(items(0, FAMILY_FIRST_SLOT).filter((i) => i.family)).toEqual([]);
  });

  it('makes a colour family of five children sharing one parent, brand and kind, one colour each', () => {
    const five = items(FAMILY_FIRST_SLOT, 5);
    const parents = new Set(five.map((i) => i.family?.parentAsin));
    expect(parents.size).toBe(1);
    expect(new Set(five.map((i) => i.brand)).size).toBe(1);
    expect(five.map((i) => i.color)).toEqual(['Black', 'Navy Blue', 'Sage Green', 'Terracotta', 'Blush Pink']);
    expect(five.every((i) => i.sku.includes('-BANDS5-') && i.fulfilment === 'AFN' && i.fba.fulfillable > 0)).toBe(true);
    expect(new Set(five.map((i) => i.asin)).size).toBe(5);
    expect(generateItem(1, seller, FAMILY_FIRST_SLOT + 5).family?.parentAsin).not.toBe([...parents][0]);
  });

  it('makes a size × colour family: three sizes of three colours, one child sold out', () => {
    const nine = items(FAMILY_FIRST_SLOT + 8, 9);
    expect(nine.every((i) => i.family?.member.shape.theme === 'SIZE_NAME/COLOR_NAME')).toBe(true);
    const pairs = nine.map((i) => `${i.kind.facts.size}/${i.color}`);
    expect(new Set(pairs).size).toBe(9);
    expect(nine.filter((i) => i.fba.fulfillable === 0)).toHaveLength(1);
  });

  it('makes every child a product with a UPC, never a book, whatever the slot held alone', () => {
    for (const seed of [1, 2, 3]) {
      const children = Array.from({ length: FAMILY_SLOTS }, (_, i) => generateItem(seed, seller, FAMILY_FIRST_SLOT + i));
      expect(children.every((c) => c.isbn === null && !c.category.media && c.family)).toBe(true);
      for (const c of children) expect(() => itemAttributes(c, 'ATVPDKIKX0DER')).not.toThrow();
    }
  });

  it('repeats the families in every block of the catalogue', () => {
    expect(familyAt(FAMILY_PERIOD * 3 + FAMILY_FIRST_SLOT)?.position).toBe(0);
    expect(familyAt(FAMILY_PERIOD * 3 + FAMILY_FIRST_SLOT - 1)).toBeNull();
  });

  it('finds a family by its parent ASIN and drops a detached child from it', () => {
    const world = new World(1, 300);
    const store: SellerStore = world.store(seller.sellingPartnerId);
    const first = store.item(FAMILY_FIRST_SLOT)!;
    const family = world.familyByParentAsin(first.family!.parentAsin)!;
    expect(family.children.map((c) => c.sku)).toEqual(items(FAMILY_FIRST_SLOT, 5).map((i) => i.sku));
    store.detach(store.item(FAMILY_FIRST_SLOT + 2)!);
    expect(world.familyByParentAsin(first.family!.parentAsin)!.children).toHaveLength(4);
    expect(store.item(FAMILY_FIRST_SLOT + 2)!.family).toBeNull();
    expect(world.byAsin(first.family!.parentAsin)).toBeNull();
    // Added back (Seller Central): the parent names it again, with its place and values.
    expect(store.attach(store.item(FAMILY_FIRST_SLOT + 2)!)?.family?.member.position).toBe(2);
    expect(world.familyByParentAsin(first.family!.parentAsin)!.children.map((c) => c.sku)).toEqual(items(FAMILY_FIRST_SLOT, 5).map((i) => i.sku));
    // An item whose slot is in no family has none to join.
    expect(store.attach(store.item(FAMILY_FIRST_SLOT - 1)!)).toBeNull();
  });
});
