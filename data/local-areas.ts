import type { LocalArea } from './schemas.ts'

export const localAreas: LocalArea[] = [
  {
    slug: 'palmers-green',
    name: 'Palmers Green',
    borough: 'Enfield',
    postcodes: ['N13'],
    // The centre of the area (its high street or station), for the map on its page.
    centre: { latitude: 51.6185, longitude: -0.1075 },
    intro:
      'Palmers Green is home for us. Our base is in N13, and the streets around Broomfield Park and Green Lanes are lined with Edwardian terraces that got their central heating long after they were built. That usually means microbore under the floorboards, and after years of sludge and limescale it blocks up one radiator at a time.',
    propertyTypes: [
      {
        name: 'Edwardian terraces',
        detail:
          'Most had heating fitted in the 1970s or 80s, often in 8mm and 10mm microbore run under the floors. Those narrow pipes silt up with black sludge, leaving radiators cold at the bottom or barely warm at all.',
      },
      {
        name: 'Converted flats near Broomfield Park',
        detail:
          'Many of the bigger houses are now split into flats, each with its own combi and a mix of microbore and plastic pipe added during the conversion. Every change of pipe gives sludge another place to settle.',
      },
      {
        name: 'Interwar houses towards Fox Lane',
        detail:
          'Heating here was usually added later with microbore loops and twin-entry valves, where flow and return share one valve body. When that small passage clogs, the radiator stays cold however high you turn the boiler.',
      },
    ],
    localDetail:
      'Being based in N13, we are never far from a Palmers Green job, so early and late slots are easy to fit in. Part of the area sits in the Lakes Estate conservation area, and plenty of owners here have kept original floorboards they would rather not see lifted. The pellet flush goes in through the pipework and valves you already have, so the floors stay down.',
    servicePromise:
      'An engineer from our Palmers Green base arrives in the slot you booked, puts dust sheets down first and talks you through the plan before any valve is touched.',
  },
  {
    slug: 'enfield',
    name: 'Enfield',
    borough: 'Enfield',
    postcodes: ['EN1', 'EN2', 'EN3'],
    // The centre of the area (its high street or station), for the map on its page.
    centre: { latitude: 51.6523, longitude: -0.081 },
    intro:
      'Enfield covers a lot of ground, from the Victorian and Edwardian streets of Enfield Town and Bush Hill Park out to the terraces and estates around Ponders End and Enfield Lock. What links most of it is hard water and heating that has been patched and extended over the years. We often see radiators a power flush left no better, because the blockage sits in narrow pipe a pump alone cannot clear.',
    propertyTypes: [
      {
        name: 'Bush Hill Park Edwardian houses',
        detail:
          'Solid, roomy houses, many of which had a wet system added in the 1970s with microbore feeding each radiator. Sludge settles in those small bores, so the rooms at the far end of the run go cold first.',
      },
      {
        name: '1930s semis around Enfield Town and Gordon Hill',
        detail:
          'Built with fireplaces and given heating later, often with twin-entry valves on microbore tails. Limescale from the hard water meets black sludge inside the valve and slowly chokes it.',
      },
      {
        name: 'Terraces and estate flats in EN3',
        detail:
          'Victorian terraces and post-war council flats, many since refitted with plastic push-fit pipe. Older plastic without an oxygen barrier lets air into the water, which speeds up sludge, and many power flush firms will not touch it.',
      },
    ],
    localDetail:
      'Enfield Town and Bush Hill Park both have conservation areas, and owners there tend to be careful about lifting original floors. Our flush works through the valves you have now, so nothing comes up. Around the town centre, where parking is controlled, we will check the details with you when you book.',
    servicePromise:
      'An engineer who works across Enfield week in, week out will arrive in your booked slot and explain what they have found before starting anything.',
  },
  {
    slug: 'southgate',
    name: 'Southgate',
    borough: 'Enfield',
    postcodes: ['N14'],
    // The centre of the area (its high street or station), for the map on its page.
    centre: { latitude: 51.6322, longitude: -0.1282 },
    intro:
      "Southgate grew quickly once the Piccadilly line arrived, and Charles Holden's round station still sits at the heart of streets full of 1930s semis. Those houses were built with coal fires, so central heating came later, and very often that meant microbore. When radiators here go cold, narrow pipework is usually the reason.",
    propertyTypes: [
      {
        name: '1930s suburban semis',
        detail:
          'Heating was added in the 1960s or 70s, usually as microbore under suspended floors with twin-entry valves at each radiator. Sludge packs into those narrow valves and the radiator stays cold at the bottom, or never really warms up.',
      },
      {
        name: 'Older houses around Southgate Green',
        detail:
          'Cottages and Victorian villas that have had several heating systems over the years, so copper, microbore and plastic can all turn up in one house. Each change of pipe size is another spot for debris to collect.',
      },
      {
        name: '1960s and 70s flats and maisonettes',
        detail:
          'Purpose-built blocks where microbore was often laid in the floor screed or boxed in along the skirting. Getting at those pipes means real disruption, which is why clearing them in place matters.',
      },
    ],
    localDetail:
      'Southgate Green and Southgate Circus are both conservation areas, and plenty of local semis still have their original floorboards and parquet. We flush through the valves already on your radiators, so floors stay down and skirtings stay on. Southgate is only a few minutes up the road from our Palmers Green base.',
    servicePromise:
      'We turn up when we said we would, lay dust sheets, and explain exactly what we plan to do before any water is drained.',
  },
  {
    slug: 'wood-green',
    name: 'Wood Green',
    borough: 'Haringey',
    postcodes: ['N22'],
    // The centre of the area (its high street or station), for the map on its page.
    centre: { latitude: 51.5975, longitude: -0.1097 },
    intro:
      'Wood Green mixes Victorian terraces, the cottage streets of Noel Park and the flats and maisonettes built in the 1970s around the High Road. Many of the terraces are now divided into flats, each with its own small system. Cold radiators and noisy boilers turn up in all of them, and the cause is usually sludge in narrow pipe.',
    propertyTypes: [
      {
        name: 'Noel Park cottages',
        detail:
          'Small Victorian terraced homes in a conservation area, where heating was threaded in later using microbore to avoid disturbing walls and floors. Those thin pipes are the first place sludge gathers.',
      },
      {
        name: 'Victorian terraces split into flats',
        detail:
          'Divided into upper and lower flats with a combi each, and often re-piped in plastic push-fit during the conversion. Older plastic pipe can let air in, which feeds the corrosion that turns into sludge.',
      },
      {
        name: '1970s flats and maisonettes',
        detail:
          'Built with microbore from the start, run to each radiator from a central manifold. A blockage in one tail can leave a single room cold while the rest of the flat is fine.',
      },
    ],
    localDetail:
      "Parking near the High Road is tight and much of N22 is permit only, so we ask about access when you book and plan the visit around it. In a flat, your floorboards are often a neighbour's ceiling, and lifting them is the last thing anyone wants. The pellet flush clears the pipes where they are, with no boards up and no holes to fill.",
    servicePromise:
      'Expect an engineer who knows the N22 streets and their parking, on time for your slot, with a plain explanation of the problem before work begins.',
  },
  {
    slug: 'barnet',
    name: 'Barnet',
    borough: 'Barnet',
    postcodes: ['EN4', 'EN5'],
    // The centre of the area (its high street or station), for the map on its page.
    centre: { latitude: 51.6527, longitude: -0.2 },
    intro:
      'Barnet runs from the old market town of High Barnet, up on its hill, down to the Victorian and Edwardian streets of New Barnet and the quieter roads of East Barnet. Houses here tend to be bigger, with longer pipe runs and more radiators on each circuit. That gives sludge more places to settle, and the rooms furthest from the boiler usually suffer first.',
    propertyTypes: [
      {
        name: 'Victorian and Edwardian villas in New Barnet',
        detail:
          'Built as the railway brought people out from town, with heating added much later. Often there is microbore upstairs and larger pipe below, and where the sizes change, sludge builds up and starves the rooms beyond.',
      },
      {
        name: '1930s semis in East Barnet',
        detail:
          'Typical microbore refits under the floorboards, with twin-entry valves that push flow and return through one narrow opening. Once that opening silts up, bleeding and balancing make no difference.',
      },
      {
        name: 'Newer flats and extensions',
        detail:
          'Recent flats and loft or kitchen extensions are usually run in plastic pipe. Many power flush firms will not work on plastic, which leaves these systems stuck when they block.',
      },
    ],
    localDetail:
      'Water across Barnet is hard, and limescale adds to the sludge in small-bore pipe. Monken Hadley and Wood Street are conservation areas, and owners there, like many across Barnet, would rather keep their original floors. Our flush goes in through your existing valves, so we never need to lift boards to reach the pipes.',
    servicePromise:
      'Your engineer arrives within the slot you chose, lays dust sheets from the door to the boiler and explains the plan before starting.',
  },
  {
    slug: 'finchley',
    name: 'Finchley',
    borough: 'Barnet',
    postcodes: ['N3', 'N12', 'N2'],
    // The centre of the area (its high street or station), for the map on its page.
    centre: { latitude: 51.6012, longitude: -0.1926 },
    intro:
      'Finchley is really three places: Church End around Ballards Lane, North Finchley at Tally Ho Corner, and East Finchley up on the Northern line. Between them you find 1930s semis, Edwardian terraces and plenty of mansion-style flats. Each has its own kind of heating trouble, but narrow microbore turns up in almost all of them.',
    propertyTypes: [
      {
        name: '1930s semis',
        detail:
          'Common across Church End and North Finchley, usually with heating fitted a generation after they were built, using microbore and twin-entry valves. Those valves tend to clog long before the rest of the system shows a problem.',
      },
      {
        name: 'Mansion flats and purpose-built blocks',
        detail:
          'Blocks along the main roads often had their heating replaced flat by flat, with microbore run along skirtings or under floors. Lifting floors in a block means dust, noise and a worried neighbour below, so clearing the pipes in place is the practical route.',
      },
      {
        name: 'Edwardian terraces in East Finchley',
        detail:
          'Tall, narrow houses with radiators on several floors, often re-piped in plastic during a loft conversion. Where old copper meets new plastic, sludge has somewhere to collect.',
      },
    ],
    localDetail:
      "Hampstead Garden Suburb borders East Finchley, and there and in Finchley's own conservation areas, owners rightly try to avoid lifting floorboards. The pellet flush travels through the pipework you already have, from the boiler out to each radiator. The North Circular can be slow, so we plan Finchley visits to arrive in your slot, not just near it.",
    servicePromise:
      'You will know who is coming and when, and they will tell you what they have found in plain English before any work starts.',
  },
  {
    slug: 'muswell-hill',
    name: 'Muswell Hill',
    borough: 'Haringey',
    postcodes: ['N10'],
    // The centre of the area (its high street or station), for the map on its page.
    centre: { latitude: 51.5906, longitude: -0.1434 },
    intro:
      'Muswell Hill was built almost in one go around the turn of the last century, and its Edwardian houses still line the hilly streets off the Broadway. They are handsome, solid homes, but almost none were built with central heating. What they have now is a retrofit, often in microbore, and often tired.',
    propertyTypes: [
      {
        name: 'Edwardian houses',
        detail:
          'Large rooms and high ceilings, heated by systems added in the 1960s and 70s with microbore tucked under the floors. Sludge in those small pipes leaves big rooms lukewarm however hard the boiler works.',
      },
      {
        name: 'Converted flats',
        detail:
          'Many bigger houses are split into flats, with pipework rerouted around new walls in a mix of microbore and plastic. All those bends and changes of pipe make it easy for debris to lodge.',
      },
      {
        name: 'Flats above the Broadway parades',
        detail:
          'Edwardian flats over the shops, usually on small systems with twin-entry valves. One clogged valve can leave a room cold all winter, and the usual fixes rarely reach it.',
      },
    ],
    localDetail:
      'Much of Muswell Hill is a conservation area, and the original floorboards, tiled halls and cornicing are a big part of why people choose to live here. We clear the pipes by flushing through your existing valves, so boards stay down and nothing needs making good afterwards. The hills and tight parking mean we will check access with you when you book.',
    servicePromise:
      'An engineer who knows these streets turns up on time, keeps your floors and furniture covered, and explains each step before it happens.',
  },
  {
    slug: 'tottenham',
    name: 'Tottenham',
    borough: 'Haringey',
    postcodes: ['N15', 'N17'],
    // The centre of the area (its high street or station), for the map on its page.
    centre: { latitude: 51.596, longitude: -0.07 },
    intro:
      'Tottenham has long streets of Victorian terraces, the Tower Gardens cottage estate and several large post-war estates. A lot of the housing has been converted, refurbished or re-piped more than once. It is common to find cold radiators in homes where a power flush has already been tried and changed nothing.',
    propertyTypes: [
      {
        name: 'Victorian terraces',
        detail:
          'Many now split into flats, with heating added in stages: microbore under the floors in some rooms and larger pipe in others. Sludge gathers in the narrow sections, and the radiators they feed lose heat first.',
      },
      {
        name: 'Tower Gardens cottages',
        detail:
          'An early London County Council cottage estate, now a conservation area. Heating was a later addition, often microbore with twin-entry valves, which block easily and are awkward to replace.',
      },
      {
        name: 'Estate flats and maisonettes',
        detail:
          'Flats and maisonettes from the 1960s and 70s, often on microbore from the start and since patched with plastic pipe. A mixed system like this is hard to power flush safely, which is where the pellet flush helps.',
      },
    ],
    localDetail:
      'On match and event days at the Tottenham Hotspur stadium, parking around N17 is restricted and the roads are busy, so we avoid booking nearby visits then unless you ask. Water here is hard, and limescale mixed with sludge is a common cause of blockages. Because the pellet flush works through the existing valves, it suits rented and converted flats where lifting floors is not an option.',
    servicePromise:
      'We arrive in the slot you booked, protect the floor between the door and the boiler, and tell you plainly what is wrong and what we can do about it.',
  },
  {
    slug: 'edmonton',
    name: 'Edmonton',
    borough: 'Enfield',
    postcodes: ['N9', 'N18'],
    // The centre of the area (its high street or station), for the map on its page.
    centre: { latitude: 51.6247, longitude: -0.061 },
    intro:
      'Edmonton has a lot of interwar housing, with rows of 1920s and 30s semis and terraces between the Victorian streets near Angel Edmonton and the estates around Edmonton Green. Much of it was built as council housing and has since been bought by the people living in it, who have refitted the heating in their own way over the years. That patchwork is often where blockages start.',
    propertyTypes: [
      {
        name: 'Interwar semis and terraces',
        detail:
          'Built with fireplaces and given central heating later, often microbore to each radiator with twin-entry valves. Those narrow valves collect sludge, and the radiator stays cold even when the boiler is working hard.',
      },
      {
        name: 'Flats and maisonettes around Edmonton Green',
        detail:
          'Built in the 1960s and 70s with microbore from the start, usually fed from a manifold. Years of circulation leave sludge sitting in the thinnest pipes, and radiators fade one at a time.',
      },
      {
        name: 'Victorian terraces off Fore Street and Silver Street',
        detail:
          'Older houses, many now split into flats, with plastic push-fit pipe added in kitchens, bathrooms and extensions. Many power flush firms will not risk plastic pipe, so these systems are often just left as they are.',
      },
    ],
    localDetail:
      'Edmonton sits just east of our Palmers Green base, across the North Circular, so getting to you is rarely a problem. Water here is hard, and limescale adds to the sludge that clogs microbore. The pellet flush is put through your existing valves, so there is no need to lift floors to reach the pipes.',
    servicePromise:
      'Your engineer comes from just up the road, arrives when booked, and takes the time to explain the problem before touching the system.',
  },
  {
    slug: 'winchmore-hill',
    name: 'Winchmore Hill',
    borough: 'Enfield',
    postcodes: ['N21'],
    // The centre of the area (its high street or station), for the map on its page.
    centre: { latitude: 51.6339, longitude: -0.1009 },
    intro:
      'Winchmore Hill still has a village feel around the Green, with Green Lanes running through and Grovelands Park on one side. The housing ranges from old cottages and Victorian villas near the Green to Edwardian and 1930s family houses in the roads around. Most have heating that was added or replaced well after they were built, and microbore is very common.',
    propertyTypes: [
      {
        name: 'Cottages and villas by the Green',
        detail:
          'Some of the oldest houses in the area, with heating threaded in around thick walls and old floors. Microbore was the easy choice at the time, and it is now the part most likely to block.',
      },
      {
        name: 'Edwardian and interwar family houses',
        detail:
          'Roomy houses with long pipe runs and plenty of radiators, often fed through twin-entry valves. When sludge chokes those valves, whole rooms go cold while the rest of the house is fine.',
      },
      {
        name: 'Extended and converted homes',
        detail:
          'Loft conversions, kitchen extensions and flat conversions here are usually piped in plastic. It joins the older copper and microbore, and sludge from the old part of the system drifts into the new.',
      },
    ],
    localDetail:
      'Winchmore Hill is our next-door neighbour, just up Green Lanes from our Palmers Green base. The Winchmore Hill Green conservation area and the quiet roads towards Grovelands are full of homes with original floors that owners want to keep. The pellet flush works through the radiator valves already fitted, so nothing needs lifting.',
    servicePromise:
      'You get a local engineer who arrives on time, keeps dust sheets down throughout and explains what is wrong before touching a single pipe.',
  },
]
