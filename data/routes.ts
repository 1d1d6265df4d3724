// The addresses code links to, named once: components, pages and tests import these instead of
// typing a path. Each is a page in content/pages.json (tests/unit/routes.test.ts checks). The
// enquiry form's two addresses are enquiryPaths in components/enquiry/enquiry-fields.ts.
export const routes = {
  home: '/',
  company: '/who-are-we',
  noFixNoFee: '/no-fix-no-fee-deals',
  explainer: '/microbore-and-plastic-pipes',
  assistant: '/virtual-assistant',
  areas: '/areas-we-cover',
  booking: '/availability',
  prices: '/prices',
  testimonials: '/testimonials',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  cookies: '/cookie-policy',
} as const
