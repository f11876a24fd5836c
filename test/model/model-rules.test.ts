import {describe, expect, it} from 'vitest';
import {make} from '../../src/model/make-quantity';
import {modelValue, mergeModel} from '../../src/model/model';

const good = modelValue('nvlink5.perLink');
const count = modelValue('nvlink5.linksPerGpu');
/** The one-line error a model with this entry in `links` gives. */
const errorOf = (entry: Record<string, unknown>, key = 'nvlink5.perLink') => {
  try {
    mergeModel({links: {[key]: entry}});
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('a broken model entry is one line naming its model path and rule', () => {
  it('a negative or zero bandwidth (it rendered as "-900 GB/s")', () => {
    expect(errorOf({...good, value: -9e11})).toBe(
      'model: links.nvlink5.perLink.value: a quantity is positive, got -900000000000 (rule: positive quantities)',
    );
    expect(errorOf({...good, value: 0})).toMatch(
      /^model: links\.nvlink5\.perLink\.value: a quantity is positive, got 0/,
    );
  });

  it('a fractional or negative count', () => {
    expect(errorOf({...count, value: 17.5}, 'nvlink5.linksPerGpu')).toBe(
      'model: links.nvlink5.linksPerGpu.value: a count is a whole number, got 17.5 (rule: whole counts)',
    );
    expect(errorOf({...count, value: -18}, 'nvlink5.linksPerGpu')).toMatch(
      /value: a quantity is positive, got -18 \(rule: positive quantities\)$/,
    );
  });

  it('a unit typo and a bandwidth without a convention', () => {
    expect(errorOf({...good, unit: 'GB/S'})).toBe(
      'model: links.nvlink5.perLink.unit: unit "GB/S" is not a bandwidth unit (allowed: "GB/s", "TB/s", "Gb/s") (rule: units)',
    );
    const withoutConvention = Object.fromEntries(Object.entries(good).filter(([k]) => k !== 'convention'));
    expect(errorOf(withoutConvention)).toBe(
      'model: links.nvlink5.perLink.convention: a bandwidth needs a convention: each-way, both-ways, aggregate or unstated (rule: conventions)',
    );
  });

  it('every broken rule of an entry at once, on one line', () => {
    const message = errorOf({...good, value: -1, unit: 'GB/S'});
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain('links.nvlink5.perLink.value: a quantity is positive');
    expect(message).toContain('links.nvlink5.perLink.unit: unit "GB/S"');
  });

  it('a literal written in a data file is refused in one line too, naming the rule', () => {
    expect(() => make('bandwidth', -900, 'GB/s', {kind: 'spec', convention: 'both-ways', source: good.source})).toThrow(
      /^model: a bandwidth written as -900 GB\/s: value: a quantity is positive, got -900000000000 \(rule: positive quantities\)$/,
    );
  });

  it('the real model passes', () => {
    expect(errorOf(good)).toBe('accepted');
  });
});
