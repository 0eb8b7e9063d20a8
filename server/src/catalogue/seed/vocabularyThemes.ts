// Themes within each subject's vocabulary: the topics that go together with the settings, outcomes and
// methods they are studied with, so generated text never studies stem cell niches in cultured neurons or
// gravitational waves in silicon photonics. Every topic of vocabulary.ts is in one theme.
import type { SubjectSlug } from '@oap/contracts/api/journals.ts';

export interface Theme {
  /** The field, for "one of the most active areas of {field}". */
  field: string;
  topics: string[];
  /** Where or in what it is studied: organisms, places, systems. */
  settings: string[];
  /** Settings that are themselves who is counted ("older adults"): "879 older adults", not "879 patients from older adults". */
  populations?: string[];
  outcomes: string[];
  methods: string[];
  /** What a study counts ("patients", "samples"). */
  unit: string;
}

export const themes: Record<SubjectSlug, Theme[]> = {
  'biology-life-sciences': [
    { field: 'cell biology', topics: ['mitochondrial dynamics', 'cell polarity', 'protein folding', 'cilia assembly', 'autophagy'], settings: ['budding yeast', 'human organoids', 'cultured human cells', 'mouse models'], outcomes: ['tissue homeostasis', 'stress tolerance', 'ageing', 'cell fate decisions'], methods: ['Cryo-electron microscopy', 'Live imaging', 'Quantitative proteomics', 'CRISPR screening'], unit: 'samples' },
    { field: 'neuroscience', topics: ['synaptic plasticity', 'axon guidance', 'circadian rhythms'], settings: ['cultured neurons', 'mouse models', 'Drosophila melanogaster', 'zebrafish embryos'], outcomes: ['behavioural variation', 'cell fate decisions', 'ageing'], methods: ['Optogenetic manipulation', 'Live imaging', 'Single-cell transcriptomics'], unit: 'samples' },
    { field: 'developmental biology', topics: ['gene regulatory networks', 'stem cell niches', 'developmental timing', 'chromatin remodelling', 'RNA splicing'], settings: ['zebrafish embryos', 'Drosophila melanogaster', 'Caenorhabditis elegans', 'mouse models', 'human organoids'], outcomes: ['cell fate decisions', 'tissue homeostasis', 'ageing'], methods: ['Single-cell transcriptomics', 'Lineage tracing', 'CRISPR screening', 'Comparative genomics'], unit: 'samples' },
    { field: 'plant and microbial biology', topics: ['plant immunity', 'root development', 'symbiotic nitrogen fixation', 'quorum sensing', 'host–microbe interactions'], settings: ['Arabidopsis thaliana', 'marine bacteria', 'legume crops', 'soil microbial communities'], outcomes: ['stress tolerance', 'organismal fitness'], methods: ['Comparative genomics', 'Quantitative proteomics', 'Live imaging', 'Genome-wide association'], unit: 'samples' },
    { field: 'evolutionary biology', topics: ['phenotypic plasticity', 'sexual selection'], settings: ['wild bird populations', 'island lizards', 'Drosophila melanogaster', 'freshwater fish'], outcomes: ['organismal fitness', 'speciation', 'behavioural variation'], methods: ['Phylogenetic analysis', 'Genome-wide association', 'Comparative genomics'], unit: 'individuals' },
  ],
  'business-economics': [
    { field: 'management', topics: ['corporate governance', 'family firms', 'venture capital', 'innovation clusters', 'supply chain resilience', 'digital platforms', 'consumer trust'], settings: ['European SMEs', 'listed Asian firms', 'Swiss cantons', 'emerging markets'], outcomes: ['firm performance', 'productivity growth', 'investment decisions'], methods: ['Panel data analysis', 'An event study', 'Structural equation modelling', 'Qualitative case analysis'], unit: 'firms' },
    { field: 'labour and development economics', topics: ['household savings', 'labour market mobility', 'minimum wage policy', 'financial inclusion'], settings: ['rural households', 'post-pandemic labour markets', 'Latin American economies', 'emerging markets'], populations: ['rural households'], outcomes: ['income inequality', 'employment', 'investment decisions'], methods: ['A difference-in-differences study', 'A randomised field experiment', 'Panel data analysis'], unit: 'households' },
    { field: 'macroeconomics', topics: ['sovereign debt', 'bank capital requirements', 'carbon pricing', 'trade agreements'], settings: ['the eurozone', 'emerging markets', 'Latin American economies'], outcomes: ['market volatility', 'productivity growth', 'income inequality'], methods: ['Agent-based simulation', 'Machine learning forecasting', 'An event study', 'Panel data analysis'], unit: 'country-year observations' },
  ],
  'chemistry-materials-science': [
    { field: 'energy materials', topics: ['perovskite thin films', 'lithium-ion cathodes', 'solid electrolytes', 'photocatalytic water splitting', 'graphene oxide'], settings: ['solar cells', 'flexible electronics', 'high-temperature environments'], outcomes: ['ionic conductivity', 'thermal stability', 'catalytic activity'], methods: ['Density functional theory', 'In situ X-ray diffraction', 'Electrochemical impedance analysis'], unit: 'samples' },
    { field: 'catalysis', topics: ['metal–organic frameworks', 'covalent organic frameworks', 'heterogeneous catalysts', 'ionic liquids'], settings: ['aqueous media', 'wastewater treatment', 'high-temperature environments'], outcomes: ['catalytic activity', 'selectivity', 'thermal stability'], methods: ['Solvothermal synthesis', 'Density functional theory', 'Spectroscopic characterisation', 'Molecular dynamics simulation'], unit: 'samples' },
    { field: 'materials science', topics: ['biodegradable polymers', 'hydrogels', 'nanocellulose', 'self-healing coatings', 'high-entropy alloys'], settings: ['drug delivery systems', 'marine environments', 'flexible electronics'], outcomes: ['mechanical strength', 'corrosion resistance', 'thermal stability'], methods: ['Green synthesis', 'Additive manufacturing', 'Spectroscopic characterisation', 'Molecular dynamics simulation'], unit: 'samples' },
  ],
  'computer-science-mathematics': [
    { field: 'machine learning', topics: ['graph neural networks', 'federated learning', 'large language models', 'reinforcement learning', 'differential privacy', 'knowledge graphs'], settings: ['edge devices', 'medical imaging', 'social networks', 'streaming data', 'distributed systems'], outcomes: ['robustness', 'generalisation', 'fairness', 'scalability'], methods: ['A benchmark study', 'A deep learning model', 'Bayesian inference', 'A probabilistic framework'], unit: 'benchmark tasks' },
    { field: 'algorithms', topics: ['approximation algorithms', 'combinatorial optimisation', 'formal verification', 'numerical linear algebra', 'compressed sensing', 'topological data analysis'], settings: ['sparse graphs', 'distributed systems', 'time series', 'streaming data'], outcomes: ['computational complexity', 'scalability', 'stability'], methods: ['An efficient algorithm', 'A convergence analysis', 'A spectral method', 'A benchmark study'], unit: 'benchmark instances' },
    { field: 'applied mathematics', topics: ['stochastic differential equations', 'fractional calculus'], settings: ['Banach spaces', 'time series'], outcomes: ['stability', 'robustness'], methods: ['A convergence analysis', 'A variational approach', 'A spectral method'], unit: 'numerical experiments' },
  ],
  engineering: [
    { field: 'energy engineering', topics: ['wind turbine blades', 'battery thermal management', 'power electronics', 'microgrids', 'heat exchangers', 'hydrogen storage'], settings: ['offshore platforms', 'electric vehicles', 'smart buildings'], outcomes: ['energy efficiency', 'service life', 'emissions'], methods: ['Computational fluid dynamics', 'Multi-objective optimisation', 'Experimental characterisation', 'Hardware-in-the-loop testing'], unit: 'test cases' },
    { field: 'civil and mechanical engineering', topics: ['structural health monitoring', 'fatigue crack growth', 'seismic isolation', 'digital twins'], settings: ['reinforced concrete frames', 'aircraft structures', 'offshore platforms', 'urban water networks'], outcomes: ['service life', 'failure risk', 'load capacity'], methods: ['Finite element analysis', 'Reliability analysis', 'Experimental characterisation'], unit: 'specimens' },
    { field: 'robotics and sensing', topics: ['autonomous navigation', 'soft robotics', 'wearable sensors', '5G antennas'], settings: ['industrial robots', 'electric vehicles', 'smart buildings'], outcomes: ['control accuracy', 'energy efficiency', 'failure risk'], methods: ['Model predictive control', 'Hardware-in-the-loop testing', 'Experimental characterisation', 'Multi-objective optimisation'], unit: 'trials' },
  ],
  'environmental-earth-sciences': [
    { field: 'climate science', topics: ['glacier mass balance', 'urban heat islands', 'aerosol–cloud interactions', 'wildfire regimes'], settings: ['the Alps', 'the Tibetan Plateau', 'boreal forests', 'the Mediterranean basin'], outcomes: ['air quality', 'flood risk', 'carbon sequestration'], methods: ['Remote sensing', 'Reanalysis of climate records', 'Long-term monitoring'], unit: 'monitoring sites' },
    { field: 'hydrology', topics: ['groundwater recharge', 'coastal erosion', 'river sediment transport', 'ocean acidification', 'microplastic pollution', 'drought resilience'], settings: ['agricultural catchments', 'the North Sea', 'the Mediterranean basin', 'tropical wetlands', 'semi-arid grasslands'], outcomes: ['water quality', 'flood risk', 'ecosystem services'], methods: ['Hydrological modelling', 'Isotope analysis', 'Field sampling', 'Long-term monitoring'], unit: 'sampling sites' },
    { field: 'ecology and soil science', topics: ['soil organic carbon', 'peatland restoration', 'pollinator decline', 'land-use change'], settings: ['boreal forests', 'tropical wetlands', 'agricultural catchments', 'semi-arid grasslands'], outcomes: ['biodiversity', 'carbon sequestration', 'ecosystem services'], methods: ['Field sampling', 'Species distribution modelling', 'Remote sensing'], unit: 'plots' },
  ],
  'medicine-pharmacology': [
    { field: 'clinical medicine', topics: ['type 2 diabetes', 'heart failure', 'chronic kidney disease', 'Alzheimer’s disease', 'rheumatoid arthritis', 'stroke rehabilitation', 'gut microbiota'], settings: ['older adults', 'primary care', 'outpatient clinics', 'a Swiss university hospital'], populations: ['older adults'], outcomes: ['mortality', 'hospital readmission', 'quality of life', 'disease progression'], methods: ['A randomised controlled trial', 'A retrospective cohort study', 'A prospective multicentre study', 'A cross-sectional study'], unit: 'patients' },
    { field: 'infectious diseases', topics: ['antimicrobial resistance', 'tuberculosis treatment', 'sepsis', 'malaria', 'HIV infection'], settings: ['intensive care patients', 'children under five', 'low-income countries', 'pregnant women'], populations: ['intensive care patients', 'children under five', 'pregnant women'], outcomes: ['mortality', 'treatment response', 'adverse drug events'], methods: ['A prospective multicentre study', 'Whole-genome sequencing', 'A case–control study', 'A retrospective cohort study'], unit: 'patients' },
    { field: 'oncology and pharmacology', topics: ['breast cancer', 'immune checkpoint inhibitors', 'nanoparticle drug delivery'], settings: ['outpatient clinics', 'older adults', 'a Swiss university hospital'], populations: ['older adults'], outcomes: ['treatment response', 'adverse drug events', 'disease progression'], methods: ['Pharmacokinetic modelling', 'A randomised controlled trial', 'A systematic review and meta-analysis'], unit: 'patients' },
  ],
  'physical-sciences': [
    { field: 'condensed matter physics', topics: ['topological insulators', 'quantum entanglement', 'superconducting qubits', 'Bose–Einstein condensates', 'spin waves'], settings: ['two-dimensional materials', 'cold atomic gases', 'strongly correlated systems'], outcomes: ['coherence times', 'phase transitions', 'transport properties', 'symmetry breaking'], methods: ['First-principles calculation', 'Time-resolved measurement', 'Lattice simulation', 'A semi-analytical model'], unit: 'measurements' },
    { field: 'optics and photonics', topics: ['ultrafast spectroscopy', 'metasurfaces', 'optical frequency combs'], settings: ['silicon photonics', 'two-dimensional materials'], outcomes: ['energy spectra', 'detection limits', 'coherence times'], methods: ['High-resolution spectroscopy', 'Time-resolved measurement', 'Precision interferometry'], unit: 'measurements' },
    { field: 'astrophysics', topics: ['exoplanet atmospheres', 'dark matter halos', 'gravitational waves', 'neutrino oscillations', 'plasma turbulence'], settings: ['nearby galaxies', 'the early universe', 'the solar corona'], outcomes: ['energy spectra', 'detection limits', 'symmetry breaking'], methods: ['Monte Carlo simulation', 'High-resolution spectroscopy', 'Precision interferometry', 'A semi-analytical model'], unit: 'observations' },
  ],
  'social-sciences-arts-humanities': [
    { field: 'education', topics: ['multilingual classrooms', 'teacher wellbeing', 'online learning', 'museum education', 'media literacy'], settings: ['secondary schools', 'Swiss universities', 'rural communities'], outcomes: ['learning outcomes', 'inclusion', 'social cohesion'], methods: ['A mixed-methods study', 'A longitudinal survey', 'Participatory action research'], unit: 'participants' },
    { field: 'sociology', topics: ['political polarisation', 'civic participation', 'gender and work', 'religious pluralism', 'migration narratives'], settings: ['diaspora communities', 'social media platforms', 'rural communities', 'indigenous communities'], outcomes: ['public trust', 'social cohesion', 'identity formation'], methods: ['An ethnographic study', 'Discourse analysis', 'A longitudinal survey', 'A mixed-methods study'], unit: 'participants' },
    { field: 'history and cultural studies', topics: ['digital heritage', 'urban memory', 'medieval manuscripts', 'translation practice'], settings: ['post-war Europe', 'early modern Italy', 'diaspora communities'], outcomes: ['cultural memory', 'identity formation'], methods: ['Archival research', 'Close reading', 'Comparative historical analysis'], unit: 'documents' },
  ],
  'public-health-healthcare': [
    { field: 'preventive health', topics: ['vaccine uptake', 'childhood obesity', 'health literacy', 'physical activity', 'tobacco control', 'dietary patterns'], settings: ['European adolescents', 'urban slums', 'rural India', 'Swiss primary care'], populations: ['European adolescents'], outcomes: ['health inequalities', 'disease burden', 'wellbeing'], methods: ['A population-based cohort study', 'A national survey', 'A cluster randomised trial'], unit: 'participants' },
    { field: 'health services research', topics: ['maternal health services', 'mental health services', 'health workforce', 'telemedicine', 'antibiotic prescribing'], settings: ['low- and middle-income countries', 'nursing homes', 'Swiss primary care', 'refugee camps', 'rural India'], outcomes: ['access to care', 'health-care costs', 'preventable deaths'], methods: ['A qualitative interview study', 'Cost-effectiveness analysis', 'Interrupted time-series analysis', 'A scoping review'], unit: 'participants' },
    { field: 'global health', topics: ['air pollution exposure', 'road traffic injuries', 'neglected tropical diseases'], settings: ['sub-Saharan Africa', 'urban slums', 'low- and middle-income countries', 'refugee camps'], outcomes: ['disease burden', 'preventable deaths', 'health inequalities'], methods: ['Spatial epidemiology', 'A population-based cohort study', 'A national survey'], unit: 'participants' },
  ],
};

/** The theme of a topic within a subject (the subject's first theme for a topic it does not list). */
export function themeOf(subject: SubjectSlug, topic: string): Theme {
  const list = themes[subject];
  return list.find((theme) => theme.topics.includes(topic)) ?? (list[0] as Theme);
}

/** "879 patients from outpatient clinics", or "879 older adults" when the setting is who is counted. */
export function sampleOf(theme: Theme, n: number, setting: string): string {
  return theme.populations?.includes(setting) ? `${n} ${setting}` : `${n} ${theme.unit} from ${setting}`;
}
