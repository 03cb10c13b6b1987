// Business constants (docs/product.md#marketing-pages). Names and contact facts come from config.ts instead.
export const planName = 'Hands Free Plan'
export const planPricePerMonth = 50
export const businessHours = 'Monday–Friday, 9AM–5PM EST'
export const policiesEffectiveDate = '12 August 2025'
