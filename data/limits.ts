// Rules the spec or search engines fix, each in one place, for the schemas and the tests.

/** Spec §2: the sub-navigation lists nine items, Home to Testimonials. */
export const mainNavigationItemCount = 9

/** What search results show before cutting a title or description short. */
export const metadataLimits = {
  /** The page's full title, " | " and the business name included. */
  fullTitleMax: 65,
  descriptionMin: 70,
  descriptionMax: 165,
} as const
