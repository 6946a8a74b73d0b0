export * from './money/format'
