/**
 * Approximate centres of the local areas (town centre, high street or station), keyed by slug,
 * for LocalAreaMap. Good to a few hundred metres, which is all a stylised map needs.
 */
export const localAreaCentres = {
  'palmers-green': { latitude: 51.6185, longitude: -0.1075 },
  enfield: { latitude: 51.6523, longitude: -0.081 },
  southgate: { latitude: 51.6322, longitude: -0.1282 },
  'wood-green': { latitude: 51.5975, longitude: -0.1097 },
  barnet: { latitude: 51.6527, longitude: -0.2 },
  finchley: { latitude: 51.6012, longitude: -0.1926 },
  'muswell-hill': { latitude: 51.5906, longitude: -0.1434 },
  tottenham: { latitude: 51.596, longitude: -0.07 },
  edmonton: { latitude: 51.6247, longitude: -0.061 },
  'winchmore-hill': { latitude: 51.6339, longitude: -0.1009 },
} as const satisfies Record<string, { latitude: number; longitude: number }>
