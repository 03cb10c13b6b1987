import { describe, expect, it } from 'vitest'
import { biscuitIndex, coopComfort } from './farm-indices'

describe('biscuitIndex', () => {
  it.each([
    [100, 'Slicker than sin'],
    [80, 'Slicker than sin'],
    [79.9, "Smooth spreadin'"],
    [65, "Smooth spreadin'"],
    [64.9, 'Might tear it'],
    [50, 'Might tear it'],
    [49.9, 'Stubborn pat'],
    [33, 'Stubborn pat'],
    [32.9, 'Chisel required'],
    [-10, 'Chisel required'],
  ])('%s °F reads "%s"', (tempF, label) => {
    expect(biscuitIndex(tempF).label).toBe(label)
  })

  it('changes its caption at 34, 50, 65 and 80 °F', () => {
    const captionChanges = [33, 34, 49, 50, 64, 65, 79, 80].map((tempF) => biscuitIndex(tempF).caption)
    for (let i = 0; i < captionChanges.length; i += 2)
      expect(captionChanges[i]).not.toBe(captionChanges[i + 1])
    expect(new Set([20, 34, 50, 65, 80].map((tempF) => biscuitIndex(tempF).caption)).size).toBe(5)
    expect(biscuitIndex(33).caption).toBe(biscuitIndex(0).caption)
  })
})

describe('coopComfort', () => {
  it.each([
    [95, 10, 'too-hot'],
    [101, 90, 'too-hot'],
    [94.9, 70, 'steamy'],
    [85, 70, 'steamy'],
    [85, 69, 'just-right'],
    [84.9, 95, 'just-right'],
    [65, 50, 'just-right'],
    [64.9, 50, 'chilly'],
    [45, 50, 'chilly'],
    [44.9, 50, 'too-cold'],
  ])('%s °F at %s%% humidity is %s', (tempF, humidity, level) => {
    expect(coopComfort(tempF, humidity).level).toBe(level)
  })
})
