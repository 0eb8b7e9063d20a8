// Word lists for the generated catalogue: per-subject topics, methods and settings, sections, names.
// Topics of the biology and medicine subjects are extended at seed time with the real corpus's keywords.
import type { SubjectSlug } from '@oap/contracts/api/journals.ts';

export interface SubjectVocabulary {
  topics: string[];
  methods: string[];
  settings: string[];
  outcomes: string[];
  sections: string[];
}

export const vocabulary: Record<SubjectSlug, SubjectVocabulary> = {
  'biology-life-sciences': {
    topics: ['gene regulatory networks', 'mitochondrial dynamics', 'cell polarity', 'synaptic plasticity', 'circadian rhythms', 'stem cell niches', 'chromatin remodelling', 'protein folding', 'host–microbe interactions', 'axon guidance', 'developmental timing', 'RNA splicing', 'cilia assembly', 'autophagy', 'plant immunity', 'root development', 'symbiotic nitrogen fixation', 'quorum sensing', 'phenotypic plasticity', 'sexual selection'],
    methods: ['Single-cell transcriptomics', 'Cryo-electron microscopy', 'CRISPR screening', 'Live imaging', 'Comparative genomics', 'Quantitative proteomics', 'Optogenetic manipulation', 'Phylogenetic analysis', 'Genome-wide association', 'Lineage tracing'],
    settings: ['zebrafish embryos', 'Drosophila melanogaster', 'Caenorhabditis elegans', 'Arabidopsis thaliana', 'mouse models', 'human organoids', 'budding yeast', 'wild bird populations', 'marine bacteria', 'cultured neurons'],
    outcomes: ['tissue homeostasis', 'organismal fitness', 'cell fate decisions', 'behavioural variation', 'stress tolerance', 'ageing', 'speciation'],
    sections: ['Cell Biology', 'Developmental Biology', 'Genetics and Genomics', 'Neuroscience', 'Microbiology', 'Plant Biology', 'Evolutionary Biology', 'Structural Biology', 'Ecology'],
  },
  'business-economics': {
    topics: ['corporate governance', 'household savings', 'supply chain resilience', 'venture capital', 'labour market mobility', 'carbon pricing', 'digital platforms', 'sovereign debt', 'financial inclusion', 'family firms', 'minimum wage policy', 'bank capital requirements', 'consumer trust', 'innovation clusters', 'trade agreements'],
    methods: ['Panel data analysis', 'A difference-in-differences study', 'Structural equation modelling', 'An event study', 'Agent-based simulation', 'A randomised field experiment', 'Qualitative case analysis', 'Machine learning forecasting'],
    settings: ['European SMEs', 'emerging markets', 'Swiss cantons', 'listed Asian firms', 'rural households', 'the eurozone', 'Latin American economies', 'post-pandemic labour markets'],
    outcomes: ['firm performance', 'productivity growth', 'income inequality', 'market volatility', 'investment decisions', 'employment'],
    sections: ['Finance', 'Management', 'Macroeconomics', 'Marketing', 'Development Economics', 'Accounting', 'Entrepreneurship'],
  },
  'chemistry-materials-science': {
    topics: ['metal–organic frameworks', 'perovskite thin films', 'lithium-ion cathodes', 'biodegradable polymers', 'heterogeneous catalysts', 'hydrogels', 'graphene oxide', 'ionic liquids', 'covalent organic frameworks', 'high-entropy alloys', 'nanocellulose', 'photocatalytic water splitting', 'self-healing coatings', 'solid electrolytes'],
    methods: ['Density functional theory', 'In situ X-ray diffraction', 'Green synthesis', 'Solvothermal synthesis', 'Molecular dynamics simulation', 'Spectroscopic characterisation', 'Electrochemical impedance analysis', 'Additive manufacturing'],
    settings: ['aqueous media', 'high-temperature environments', 'flexible electronics', 'wastewater treatment', 'drug delivery systems', 'solar cells', 'marine environments'],
    outcomes: ['mechanical strength', 'catalytic activity', 'thermal stability', 'ionic conductivity', 'corrosion resistance', 'selectivity'],
    sections: ['Materials Chemistry', 'Catalysis', 'Polymer Science', 'Physical Chemistry', 'Inorganic Chemistry', 'Analytical Chemistry', 'Nanomaterials'],
  },
  'computer-science-mathematics': {
    topics: ['graph neural networks', 'federated learning', 'approximation algorithms', 'stochastic differential equations', 'formal verification', 'large language models', 'combinatorial optimisation', 'differential privacy', 'numerical linear algebra', 'knowledge graphs', 'reinforcement learning', 'topological data analysis', 'compressed sensing', 'fractional calculus'],
    methods: ['A convergence analysis', 'A benchmark study', 'A probabilistic framework', 'An efficient algorithm', 'A variational approach', 'Bayesian inference', 'A deep learning model', 'A spectral method'],
    settings: ['sparse graphs', 'edge devices', 'distributed systems', 'medical imaging', 'time series', 'Banach spaces', 'streaming data', 'social networks'],
    outcomes: ['robustness', 'scalability', 'generalisation', 'computational complexity', 'stability', 'fairness'],
    sections: ['Artificial Intelligence', 'Algorithms', 'Applied Mathematics', 'Probability and Statistics', 'Computational Biology', 'Information Systems', 'Algebra and Geometry'],
  },
  engineering: {
    topics: ['wind turbine blades', 'battery thermal management', 'structural health monitoring', 'autonomous navigation', 'power electronics', 'microgrids', 'fatigue crack growth', 'soft robotics', 'wearable sensors', 'heat exchangers', 'seismic isolation', 'hydrogen storage', '5G antennas', 'digital twins'],
    methods: ['Finite element analysis', 'Experimental characterisation', 'Model predictive control', 'Computational fluid dynamics', 'Multi-objective optimisation', 'Reliability analysis', 'Hardware-in-the-loop testing'],
    settings: ['offshore platforms', 'electric vehicles', 'smart buildings', 'reinforced concrete frames', 'industrial robots', 'urban water networks', 'aircraft structures'],
    outcomes: ['energy efficiency', 'service life', 'control accuracy', 'failure risk', 'load capacity', 'emissions'],
    sections: ['Energy', 'Electrical Engineering', 'Mechanical Engineering', 'Civil Engineering', 'Robotics', 'Sensors', 'Control Systems'],
  },
  'environmental-earth-sciences': {
    topics: ['glacier mass balance', 'soil organic carbon', 'groundwater recharge', 'urban heat islands', 'coastal erosion', 'microplastic pollution', 'wildfire regimes', 'peatland restoration', 'aerosol–cloud interactions', 'river sediment transport', 'pollinator decline', 'ocean acidification', 'land-use change', 'drought resilience'],
    methods: ['Remote sensing', 'Long-term monitoring', 'Isotope analysis', 'Hydrological modelling', 'Field sampling', 'Species distribution modelling', 'Reanalysis of climate records'],
    settings: ['the Alps', 'the Mediterranean basin', 'boreal forests', 'the Tibetan Plateau', 'tropical wetlands', 'agricultural catchments', 'the North Sea', 'semi-arid grasslands'],
    outcomes: ['biodiversity', 'water quality', 'carbon sequestration', 'flood risk', 'ecosystem services', 'air quality'],
    sections: ['Climate', 'Hydrology', 'Soil Science', 'Biodiversity and Conservation', 'Geology', 'Atmospheric Science', 'Environmental Pollution'],
  },
  'medicine-pharmacology': {
    topics: ['type 2 diabetes', 'heart failure', 'antimicrobial resistance', 'tuberculosis treatment', 'breast cancer', 'sepsis', 'chronic kidney disease', 'Alzheimer’s disease', 'rheumatoid arthritis', 'immune checkpoint inhibitors', 'malaria', 'HIV infection', 'stroke rehabilitation', 'nanoparticle drug delivery', 'gut microbiota'],
    methods: ['A randomised controlled trial', 'A retrospective cohort study', 'A systematic review and meta-analysis', 'A prospective multicentre study', 'Pharmacokinetic modelling', 'A cross-sectional study', 'Whole-genome sequencing', 'A case–control study'],
    settings: ['older adults', 'intensive care patients', 'children under five', 'primary care', 'low-income countries', 'a Swiss university hospital', 'pregnant women', 'outpatient clinics'],
    outcomes: ['mortality', 'treatment response', 'hospital readmission', 'quality of life', 'adverse drug events', 'disease progression'],
    sections: ['Clinical Medicine', 'Pharmacology', 'Oncology', 'Infectious Diseases', 'Cardiology', 'Neurology', 'Immunology', 'Pharmaceutics'],
  },
  'physical-sciences': {
    topics: ['topological insulators', 'exoplanet atmospheres', 'quantum entanglement', 'dark matter halos', 'ultrafast spectroscopy', 'superconducting qubits', 'gravitational waves', 'plasma turbulence', 'metasurfaces', 'Bose–Einstein condensates', 'neutrino oscillations', 'spin waves', 'optical frequency combs'],
    methods: ['High-resolution spectroscopy', 'Monte Carlo simulation', 'First-principles calculation', 'Time-resolved measurement', 'A semi-analytical model', 'Precision interferometry', 'Lattice simulation'],
    settings: ['two-dimensional materials', 'the early universe', 'cold atomic gases', 'the solar corona', 'silicon photonics', 'strongly correlated systems', 'nearby galaxies'],
    outcomes: ['coherence times', 'phase transitions', 'energy spectra', 'transport properties', 'detection limits', 'symmetry breaking'],
    sections: ['Condensed Matter', 'Quantum Physics', 'Optics and Photonics', 'Astrophysics', 'Particle Physics', 'Plasma Physics'],
  },
  'social-sciences-arts-humanities': {
    topics: ['multilingual classrooms', 'digital heritage', 'political polarisation', 'migration narratives', 'museum education', 'teacher wellbeing', 'urban memory', 'medieval manuscripts', 'gender and work', 'online learning', 'civic participation', 'translation practice', 'religious pluralism', 'media literacy'],
    methods: ['An ethnographic study', 'Discourse analysis', 'A mixed-methods study', 'Archival research', 'A longitudinal survey', 'Comparative historical analysis', 'Close reading', 'Participatory action research'],
    settings: ['secondary schools', 'post-war Europe', 'rural communities', 'Swiss universities', 'early modern Italy', 'diaspora communities', 'social media platforms', 'indigenous communities'],
    outcomes: ['social cohesion', 'learning outcomes', 'identity formation', 'public trust', 'cultural memory', 'inclusion'],
    sections: ['Education', 'Linguistics', 'History', 'Sociology', 'Cultural Studies', 'Political Science', 'Philosophy'],
  },
  'public-health-healthcare': {
    topics: ['vaccine uptake', 'childhood obesity', 'health literacy', 'maternal health services', 'physical activity', 'mental health services', 'tobacco control', 'dietary patterns', 'neglected tropical diseases', 'health workforce', 'air pollution exposure', 'telemedicine', 'road traffic injuries', 'antibiotic prescribing'],
    methods: ['A population-based cohort study', 'A national survey', 'A cluster randomised trial', 'A qualitative interview study', 'Cost-effectiveness analysis', 'Spatial epidemiology', 'A scoping review', 'Interrupted time-series analysis'],
    settings: ['sub-Saharan Africa', 'European adolescents', 'urban slums', 'rural India', 'nursing homes', 'refugee camps', 'low- and middle-income countries', 'Swiss primary care'],
    outcomes: ['health inequalities', 'disease burden', 'access to care', 'preventable deaths', 'wellbeing', 'health-care costs'],
    sections: ['Epidemiology', 'Global Health', 'Health Policy', 'Nutrition', 'Health Services Research', 'Environmental Health', 'Mental Health'],
  },
};

export const givenNames = [
  'Anna', 'Luca', 'Sofia', 'Mateo', 'Yuki', 'Wei', 'Amara', 'Chidi', 'Elena', 'Jonas', 'Priya', 'Arjun', 'Fatima', 'Omar', 'Ingrid', 'Lars',
  'Camille', 'Théo', 'Zoë', 'Björn', 'Agnieszka', 'Tomáš', 'Irene', 'Diego', 'Lucía', 'José', 'Hana', 'Min-jun', 'Seo-yeon', 'Mei', 'Jun',
  'Olga', 'Dmitri', 'Aylin', 'Emre', 'Nadia', 'Kwame', 'Ama', 'Sarah', 'David', 'Laura', 'Michael', 'Julia', 'Felix', 'Noor', 'Ravi',
  'Chiara', 'Giulia', 'Marco', 'Eva', 'Mia', 'Noah', 'Léa', 'François', 'Søren', 'Ana', 'João', 'Thiago', 'Aiko', 'Hiroshi', 'Leila',
];

export const surnames = [
  'Müller', 'Schmid', 'Keller', 'Rossi', 'Bianchi', 'García', 'Martínez', 'Núñez', 'Dubois', 'Lefèvre', 'Novák', 'Dvořák', 'Kowalski',
  'Wiśniewska', 'Sørensen', 'Andersson', 'Jönsson', 'Nakamura', 'Tanaka', 'Wang', 'Li', 'Zhang', 'Chen', 'Kim', 'Park', 'Nguyen', 'Singh',
  'Patel', 'Gupta', 'Okafor', 'Mensah', 'Haddad', 'Yılmaz', 'Çelik', 'Ivanova', 'Petrov', 'Smith', 'Johnson', 'Brown', 'Williams',
  'Taylor', 'O’Connor', 'Fischer', 'Weber', 'Huber', 'Gerber', 'Brunner', 'Costa', 'Silva', 'Santos', 'Pereira', 'Kovačević', 'Horváth',
  'Papadopoulos', 'Ahmed', 'Hassan', 'Kaur', 'Suzuki', 'Lindqvist', 'Virtanen', 'Jansen', 'de Vries', 'Ferreira', 'Moreau', 'Girard',
  // A longer tail, as real author lists have: no surname should be in a large share of all articles.
  'Abebe', 'Achterberg', 'Adeyemi', 'Aguilar', 'Alvarez', 'Amato', 'Antonelli', 'Arslan', 'Bakker', 'Baptiste', 'Barros', 'Becker',
  'Bergström', 'Bertrand', 'Bhattacharya', 'Bianco', 'Bosch', 'Bouchard', 'Brandt', 'Caruso', 'Castillo', 'Chatterjee', 'Cheng',
  'Choi', 'Conti', 'Cruz', 'Dalton', 'Das', 'Delgado', 'Demir', 'Dimitrov', 'Dogan', 'Eriksen', 'Esposito', 'Fabre', 'Fernández',
  'Fontaine', 'Fujita', 'Gallagher', 'Gomes', 'Grünewald', 'Gustafsson', 'Hakimi', 'Halvorsen', 'Hartmann', 'Herrera', 'Hoffmann',
  'Hosseini', 'Ibrahim', 'Iyer', 'Jakobsen', 'Jiménez', 'Kamau', 'Kang', 'Karlsson', 'Kessler', 'Khan', 'Kobayashi', 'König',
  'Kumar', 'Laine', 'Lambert', 'Larsen', 'Lehmann', 'Leone', 'Lim', 'Liu', 'López', 'Lorenz', 'Lund', 'Maier', 'Marino', 'Matsumoto',
  'Mendes', 'Meyer', 'Mishra', 'Molina', 'Moretti', 'Morales', 'Murphy', 'Nair', 'Ndlovu', 'Neumann', 'Nielsen', 'Novaković',
  'Ochieng', 'Oliveira', 'Ortiz', 'Osei', 'Özdemir', 'Pál', 'Pham', 'Popescu', 'Quispe', 'Rahman', 'Ramírez', 'Rao', 'Reyes',
  'Richter', 'Rodríguez', 'Romano', 'Rousseau', 'Saito', 'Sánchez', 'Sato', 'Schneider', 'Schulz', 'Sharma', 'Shimizu', 'Sousa',
  'Stępień', 'Svensson', 'Takahashi', 'Torres', 'Tran', 'Uddin', 'Valente', 'Vargas', 'Vasquez', 'Vogel', 'Wagner', 'Wolf', 'Wu',
  'Xu', 'Yamamoto', 'Yang', 'Yusuf', 'Zanetti', 'Zhou', 'Zimmermann',
];

export const institutions = [
  { name: 'University of Basel', country: 'Switzerland' },
  { name: 'ETH Zurich', country: 'Switzerland' },
  { name: 'University of Geneva', country: 'Switzerland' },
  { name: 'EPFL', country: 'Switzerland' },
  { name: 'University of Bern', country: 'Switzerland' },
  { name: 'Sapienza University of Rome', country: 'Italy' },
  { name: 'University of Barcelona', country: 'Spain' },
  { name: 'Sorbonne University', country: 'France' },
  { name: 'Heidelberg University', country: 'Germany' },
  { name: 'Charles University', country: 'Czech Republic' },
  { name: 'Jagiellonian University', country: 'Poland' },
  { name: 'Karolinska Institutet', country: 'Sweden' },
  { name: 'University of Copenhagen', country: 'Denmark' },
  { name: 'University of Helsinki', country: 'Finland' },
  { name: 'Delft University of Technology', country: 'Netherlands' },
  { name: 'University of Edinburgh', country: 'United Kingdom' },
  { name: 'Trinity College Dublin', country: 'Ireland' },
  { name: 'University of Toronto', country: 'Canada' },
  { name: 'University of Michigan', country: 'United States' },
  { name: 'University of California, San Diego', country: 'United States' },
  { name: 'University of São Paulo', country: 'Brazil' },
  { name: 'National Autonomous University of Mexico', country: 'Mexico' },
  { name: 'University of Cape Town', country: 'South Africa' },
  { name: 'University of Nairobi', country: 'Kenya' },
  { name: 'University of Ghana', country: 'Ghana' },
  { name: 'Cairo University', country: 'Egypt' },
  { name: 'Istanbul Technical University', country: 'Turkey' },
  { name: 'Indian Institute of Science', country: 'India' },
  { name: 'Tsinghua University', country: 'China' },
  { name: 'Zhejiang University', country: 'China' },
  { name: 'Seoul National University', country: 'South Korea' },
  { name: 'Kyoto University', country: 'Japan' },
  { name: 'National University of Singapore', country: 'Singapore' },
  { name: 'University of Melbourne', country: 'Australia' },
  { name: 'University of Auckland', country: 'New Zealand' },
];

export { regionByCountry, regions } from '../regions.ts';

export const indexingDatabases = ['Scopus', 'Web of Science (SCIE)', 'PubMed', 'PMC', 'DOAJ', 'Embase', 'Inspec', 'CAPlus / SciFinder', 'EBSCO', 'ProQuest', 'GeoRef', 'ERIC', 'RePEc', 'dblp', 'MathSciNet'];
