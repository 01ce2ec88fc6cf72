// Amazon's condition text in any spelling as spec 001 §3's condition codes and the eBay Listings
// page's condition filter.
import { describe, expect, it } from 'vitest';
import { conditionFilterSql, normaliseCondition, specCondition, specConditionCode } from './conditions.ts';

describe('spec condition of an Amazon condition', () => {
  it('reads report codes, words and snake case alike', () => {
    for (const text of ['Used - Like New', 'UsedLikeNew', 'used_like_new', 'USED LIKE NEW']) expect(specCondition(text)).toBe('used_like_new');
    expect(normaliseCondition('Used - Very Good')).toBe('usedverygood');
  });
  it('gives the spec codes 1000 … 5000', () => {
    expect(specConditionCode('New')).toBe(1000);
    expect(specConditionCode('Used - Like New')).toBe(1500);
    expect(specConditionCode('Refurbished')).toBe(2000);
    expect(specConditionCode('Used - Refurbished')).toBe(2500);
    expect(specConditionCode('Used - Very Good')).toBe(3000);
    expect(specConditionCode('Used - Good')).toBe(4000);
    expect(specConditionCode('Used - Acceptable')).toBe(5000);
  });
  it('sells collectibles as the used grade', () => {
    expect(specCondition('Collectible - Like New')).toBe('used_like_new');
    expect(specCondition('CollectibleAcceptable')).toBe('used_acceptable');
  });
  it('counts unknown used or collectible text as used good, anything else as new', () => {
    expect(specCondition('Used - Damaged box')).toBe('used_good');
    expect(specCondition('Collectible - Signed')).toBe('used_good');
    expect(specCondition('')).toBe('new');
    expect(specCondition('Club')).toBe('new');
  });
});

describe('condition filter SQL', () => {
  it('is nothing for all', () => {
    expect(conditionFilterSql('all', 'c')).toBeNull();
  });
  it('matches every used and collectible text for used', () => {
    const sql = conditionFilterSql('used', 'i.condition')!;
    expect(sql).toContain(`LIKE 'used%'`);
    expect(sql).toContain(`LIKE 'collectible%'`);
    expect(sql).toContain('i.condition');
  });
  it('lists the normalised texts of one grade, collectibles included', () => {
    expect(conditionFilterSql('used_good', 'c')).toBe(`lower(regexp_replace(c, '[^a-zA-Z]', '', 'g')) IN ('usedgood', 'collectiblegood')`);
    expect(conditionFilterSql('new', 'c')).toBe(`lower(regexp_replace(c, '[^a-zA-Z]', '', 'g')) IN ('new')`);
  });
});
