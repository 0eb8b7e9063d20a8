// The world regions an article is counted under (the search's region facet), from the country of its
// first institution: for the seed's generated articles and for every imported one alike.
export const regionByCountry: Record<string, string> = {
  Switzerland: 'Europe', Italy: 'Europe', Spain: 'Europe', France: 'Europe', Germany: 'Europe', 'Czech Republic': 'Europe', Poland: 'Europe',
  Sweden: 'Europe', Denmark: 'Europe', Finland: 'Europe', Netherlands: 'Europe', 'United Kingdom': 'Europe', UK: 'Europe', Ireland: 'Europe',
  Norway: 'Europe', Belgium: 'Europe', Austria: 'Europe', Portugal: 'Europe', Greece: 'Europe', Hungary: 'Europe', Israel: 'Asia',
  Canada: 'North America', 'United States': 'North America', 'United States of America': 'North America', USA: 'North America', Mexico: 'North America',
  Brazil: 'South America', Argentina: 'South America', Chile: 'South America', Colombia: 'South America', Peru: 'South America',
  'South Africa': 'Africa', Kenya: 'Africa', Ghana: 'Africa', Egypt: 'Africa', Nigeria: 'Africa', Uganda: 'Africa', Tanzania: 'Africa', Malawi: 'Africa',
  Turkey: 'Asia', India: 'Asia', China: 'Asia', 'South Korea': 'Asia', Korea: 'Asia', Japan: 'Asia', Singapore: 'Asia', Thailand: 'Asia', Vietnam: 'Asia', Bangladesh: 'Asia',
  Australia: 'Oceania', 'New Zealand': 'Oceania',
};

export const regions = ['Europe', 'North America', 'South America', 'Africa', 'Asia', 'Oceania'] as const;
