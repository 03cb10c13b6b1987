import { describe, expect, it } from 'vitest'
import { typedValue } from './typed-values'

describe('typedValue', () => {
  it.each([
    ['', null],
    ['true', true],
    ['FALSE', false],
    ['True', true],
    ['0', 0],
    ['42', 42],
    ['-17', -17],
    ['3.14', 3.14],
    ['1.50', 1.5],
    ['0.0', 0],
    ['-0.25', -0.25],
    ['9007199254740991', 9007199254740991],
  ])('types %j as %j', (cell, value) => {
    expect(typedValue(cell)).toBe(value)
  })

  it.each([
    ['a cell of spaces', ' '],
    ['a leading zero (a ZIP code or an id)', '007'],
    ['a ZIP code', '01234'],
    ['exponent notation (a part number like 1E5 is as likely)', '1e5'],
    ['a leading plus', '+5'],
    ['a bare fraction', '.5'],
    ['a trailing point', '5.'],
    ['thousands separators', '1,000'],
    ['a decimal comma', '2,50'],
    ['spaces around a number', ' 42 '],
    ['minus zero (JSON would write 0)', '-0'],
    ['2^53, past the integers JavaScript holds exactly', '9007199254740992'],
    ['a 20-digit id', '12345678901234567890'],
    ['a fraction with more digits than a double keeps', '0.12345678901234567890'],
    ['Infinity', 'Infinity'],
    ['NaN', 'NaN'],
    ['null, which is text', 'null'],
    ['yes', 'yes'],
    ['a hexadecimal number', '0x1F'],
  ])('keeps %s as text', (_name, cell) => {
    expect(typedValue(cell)).toBe(cell)
  })

  it('gives a number that JSON writes back as the same digits', () => {
    for (const cell of ['0.1', '123.456', '-9007199254740991', '1.000001', '100'])
      expect(JSON.stringify(typedValue(cell))).toBe(cell)
  })
})
