import type { Navigation } from './schemas.ts'

export const navigation: Navigation = {
  main: [
    { name: 'Home', href: '/' },
    { name: 'Who Are We', href: '/who-are-we' },
    { name: 'No Fix No Fee', href: '/no-fix-no-fee-deals' },
    { name: 'Microbore and Plastic Pipes', href: '/microbore-and-plastic-pipes' },
    { name: 'Ask Flushy', href: '/virtual-assistant' },
    { name: 'Areas We Cover', href: '/areas-we-cover' },
    { name: 'Availability', href: '/availability' },
    { name: 'Prices', href: '/prices' },
    { name: 'Testimonials', href: '/testimonials' },
  ],
  footerQuickLinks: [
    { name: 'Areas we cover', href: '/areas-we-cover' },
    { name: 'Check availability', href: '/availability' },
    { name: 'Ask Flushy', href: '/virtual-assistant' },
    { name: 'No Fix No Fee deal', href: '/no-fix-no-fee-deal' },
  ],
  legal: [
    { name: 'Privacy policy', href: '/privacy-policy' },
    { name: 'Cookie policy', href: '/cookie-policy' },
    { name: 'Terms and conditions', href: '/terms-and-conditions' },
  ],
}
