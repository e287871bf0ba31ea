/** Harmonized System nomenclature, section VI: chapters, headings (4 digits) and subheadings (6 digits) as `code|description` lines. Source: datasets/harmonized-system (ODC-PDDL). */
export const HS_SECTION_06 = `28|Inorganic chemicals; organic and inorganic compounds of precious metals; of rare earth metals, of radio-active elements and of isotopes
2801|Fluorine, chlorine, bromine and iodine
280110|Chlorine
280120|Iodine
280130|Fluorine; bromine
2802|Sulphur; sublimed or precipitated, colloidal sulphur
280200|Sulphur; sublimed or precipitated, colloidal sulphur
2803|Carbon; carbon blacks and other forms of carbon n.e.c.
280300|Carbon; carbon blacks and other forms of carbon n.e.c.
2804|Hydrogen, rare gases and other non-metals
280410|Hydrogen
280421|Gases, rare; argon
280429|Gases, rare; other than argon
280430|Nitrogen
280440|Oxygen
280450|Boron; tellurium
280461|Silicon; containing by weight not less than 99.99% of silicon
280469|Silicon; containing by weight less than 99.99% of silicon
280470|Phosphorus
280480|Arsenic
280490|Selenium
2805|Alkali or alkaline-earth metals; rare-earth metals, scandium and yttrium, whether or not intermixed or interalloyed; mercury
280511|Alkali or alkali-earth metals; sodium
280512|Alkali or alkali-earth metals; calcium
280519|Alkali or alkali-earth metals; other than sodium and calcium
280530|Earth-metals, rare; scandium and yttrium, whether or not intermixed or interalloyed
280540|Mercury
2806|Hydrogen chloride (hydrochloric acid); chlorosulphuric acid
280610|Hydrogen chloride (hydrochloric acid)
280620|Chlorosulphuric acid
2807|Sulphuric acid; oleum
280700|Sulphuric acid; oleum
2808|Nitric acid; sulphonitric acids
280800|Nitric acid; sulphonitric acids
2809|Diphosphorus pentaoxide; phosphoric acid; polyphosphoric acids, whether or not chemically defined
280910|Diphosphorus pentoxide
280920|Phosphoric acid and polyphosphoric acids
2810|Oxides of boron; boric acids
281000|Oxides of boron; boric acids
2811|Inorganic acids and other inorganic oxygen compounds of non-metals; n.e.c. in heading no. 2806 to 2810
281111|Hydrogen fluoride (hydrofluoric acid)
281112|Hydrogen cyanide (hydrocyanic acid)
281119|Inorganic acids; other than hydrogen fluoride
281121|Carbon dioxide
281122|Silicon dioxide
281129|Inorganic oxygen compounds; of non-metals, n.e.c. in item no. 2811.2
2812|Halides and halide oxides of non-metals
281211|Carbonyl dichloride (phosgene)
281212|Phosphorus oxychloride
281213|Phosphorus trichloride
281214|Phosphorus pentachloride
281215|Sulphur monochloride
281216|Sulphur dichloride
281217|Thionyl chloride
281219|Arsenic trichloride and other chlorides and chloride oxides, n.e.c. in item no. 2812
281290|Halides and halide oxides of non-metals; excluding chloride
2813|Sulphides of non-metals; commercial phosphorus trisulphide
281310|Carbon disulphide
281390|Sulphides of non-metals, (excluding carbon); commercial phosphorus trisulphide
2814|Ammonia; anhydrous or in aqueous solution
281410|Ammonia; anhydrous
281420|Ammonia; in aqueous solution
2815|Sodium hydroxide (caustic soda); potassium hydroxide (caustic potash) peroxides of sodium or potassium
281511|Sodium hydroxide (caustic soda); solid
281512|Sodium hydroxide (caustic soda); in aqueous solution (soda lye or liquid soda)
281520|Potassium hydroxide (caustic potash)
281530|Peroxides of sodium or potassium
2816|Hydroxide and peroxide of magnesium; oxides, hydroxides and peroxides of strontium or barium
281610|Hydroxide and peroxide of magnesium
281640|Oxides, hydroxides and peroxides, of strontium or barium
2817|Zinc; oxide and peroxide
281700|Zinc; oxide and peroxide
2818|Aluminium oxide (including artificial corundum); aluminium hydroxide
281810|Aluminium oxide; artificial corundum
281820|Aluminium oxide; other than artificial corundum
281830|Aluminium hydroxide
2819|Chromium oxides and hydroxides
281910|Chromium trioxide
281990|Chromium oxides and hydroxides; excluding chromium trioxide
2820|Manganese oxides
282010|Manganese dioxide
282090|Manganese oxides; excluding manganese dioxide
2821|Iron oxides and hydroxides; earth colours containing 70% or more by weight of combined iron evaluated as Fe2o3
282110|Iron oxides and hydroxides
282120|Earth colours; containing 70% or more by weight of combined iron evaluated as Fe2o3
2822|Cobalt oxides and hydroxides; commercial cobalt oxides
282200|Cobalt oxides and hydroxides; commercial cobalt oxides
2823|Titanium oxides
282300|Titanium oxides
2824|Lead oxides; red lead and orange lead
282410|Lead; lead monoxide (litharge, massicot)
282490|Lead oxides; n.e.c. in heading no. 2824
2825|Hydrazine and hydroxylamine and their inorganic salts; other inorganic bases; other metal oxides, hydroxides and peroxides
282510|Hydrazine and hydroxylamine and their inorganic salts
282520|Lithium oxide and hydroxide
282530|Vanadium oxides and hydroxides
282540|Nickel oxides and hydroxides
282550|Copper oxides and hydroxides
282560|Germanium oxides and zirconium dioxide
282570|Molybdenum oxides and hydroxides
282580|Antimony oxides
282590|Inorganic bases, metal oxides, hydroxides and peroxides; n.e.c. in heading no. 2825
2826|Fluorides; fluorosilicates, fluoroaluminates and other complex fluorine salts
282612|Fluorides; of aluminium
282619|Fluorides; other than of aluminium
282630|Sodium hexafluoroaluminate (synthetic cryolite)
282690|Fluorides; fluorosilicates, fluoroaluminates and other complex fluorine salts, n.e.c. in heading no. 2826
2827|Chlorides; chloride oxides and chloride hydroxides; bromides and bromide oxides; iodides and iodide oxides
282710|Chlorides; of ammonium
282720|Chlorides; of calcium
282731|Chlorides; of magnesium
282732|Chlorides; of aluminium
282735|Chlorides; of nickel
282739|Chlorides; other than of ammonium, calcium, magnesium, aluminium and nickel
282741|Chloride oxides and chloride hydroxides; of copper
282749|Chloride oxides and chloride hydroxides; other than of copper
282751|Bromides; of sodium or of potassium
282759|Bromides and bromide oxides; other than item no. 2827.51
282760|Iodides and iodide oxides
2828|Hypochlorites; commercial calcium hypochlorite; chlorites; hypobromites
282810|Hypochlorites; commercial calcium hypochlorite and other calcium hypochlorites
282890|Hypochlorites; n.e.c. in heading no. 2828
2829|Chlorates and perchlorates; bromates and perbromates; iodates and periodates
282911|Chlorates; of sodium
282919|Chlorates; other than sodium
282990|Perchlorates; bromates and perbromates; iodates and periodates
2830|Sulphides; polysulphides whether or not chemically defined
283010|Sulphides; of sodium, whether or not chemically defined
283090|Sulphides and polysulphides; whether or not chemically defined, other than sulphides of sodium
2831|Dithionites and sulphoxylates
283110|Dithionites and sulphoxylates; of sodium
283190|Dithionites and sulphoxylates; other than sodium
2832|Sulphites; thiosulphates
283210|Sulphites; of sodium
283220|Sulphites; other than of sodium
283230|Thiosulphates
2833|Sulphates; alums; peroxosulphates (persulphates)
283311|Sodium sulphates; disodium sulphate
283319|Sodium sulphates; other than disodium sulphate
283321|Sulphates; of magnesium
283322|Sulphates; of aluminium
283324|Sulphates; of nickel
283325|Sulphates; of copper
283327|Sulphates; of barium
283329|Sulphates; n.e.c. in item no. 2833.2
283330|Alums
283340|Peroxosulphates (persulphates)
2834|Nitrites; nitrates
283410|Nitrites
283421|Nitrates; of potassium
283429|Nitrates; of other than potassium
2835|Phosphinates (hypophosphites), phosphonates (phosphites), and phosphates; and polyphosphates, whether or not chemically defined
283510|Phosphinates (hypophosphites) and phosphonates (phosphites), whether or not chemically defined
283522|Phosphates; of mono- or disodium, whether or not chemically defined
283524|Phosphates; of potassium, whether or not chemically defined
283525|Phosphates; calcium hydrogenorthophosphate (dicalcium phosphate), whether or not chemically defined
283526|Phosphates; of calcium n.e.c. in item no. 2835.25, whether or not chemically defined
283529|Phosphates; (other than of mono- or disodium, other than of potassium or of calcium hydrogenorthophosphate (dicalcium phosphate) and excluding other phosphates of calcium), whether or not chemically defined
283531|Polyphosphates; sodium triphosphate (sodium tripolyphosphate), whether or not chemically defined
283539|Polyphosphates; other than sodium triphosphate (sodium tripolyphosphate), whether or not chemically defined
2836|Carbonates; peroxocarbonates (percarbonates); commercial ammonium carbonate containing ammonium carbamate
283620|Carbonates; disodium carbonate
283630|Carbonates; sodium hydrogen carbonate (sodium bicarbonate)
283640|Carbonates; potassium carbonate
283650|Carbonates; calcium carbonate
283660|Carbonates; barium carbonate
283691|Carbonates; lithium carbonate
283692|Carbonates; strontium carbonate
283699|Carbonates; n.e.c. in heading no. 2836 and other than lithium or strontium
2837|Cyanides, cyanide oxides and complex cyanides
283711|Cyanides and cyanide oxides; of sodium
283719|Cyanides and cyanide oxides; other than of sodium
283720|Complex cyanides
2839|Silicates; commercial alkali metal silicates
283911|Silicates; sodium metasilicates
283919|Silicates; of sodium (excluding sodium metasilicates)
283990|Silicates; commercial alkali metal silicates, other than of sodium
2840|Borates; peroxoborates (perborates)
284011|Borates; disodium tetraborate (refined borax), anhydrous
284019|Borates; disodium tetraborate (refined borax), other than anhydrous
284020|Borates; n.e.c. in heading no. 2840
284030|Peroxoborates (perborates)
2841|Salts of oxometallic or peroxometallic acids
284130|Salts; sodium dichromate
284150|Salts; chromates, dichromates, peroxochromates; n.e.c. in heading no. 2841
284161|Salts; of oxometallic or peroxometallic acids, manganites, manganates and permanganates, potassium permanganate
284169|Salts; of oxometallic or peroxometallic acids, manganites, manganates and permanganates, other than potassium permanganate
284170|Salts; molybdates
284180|Salts; tungstates (wolframates)
284190|Salts of oxometallic or peroxometallic acids; n.e.c. in heading no. 2841
2842|Salts of inorganic acids or peroxoacids, n.e.c. including aluminosilicates whether or not chemically defined, but excluding azides
284210|Salts of inorganic acids or peroxoacids, double or complex silicates, including aluminosilicates, whether or not chemically defined, excluding azides
284290|Salts; of inorganic acids or peroxoacids, other than double or complex silicates, including aluminosilicates, whether or not chemically, excluding azides
2843|Colloidal precious metals; inorganic or organic compounds of precious metals, whether or not chemically defined; amalgams of precious metals
284310|Colloidal precious metals; whether or not chemically defined
284321|Silver compounds; silver nitrates
284329|Silver compounds; excluding silver nitrates
284330|Gold compounds
284390|Inorganic or organic compounds of precious metals, n.e.c.; amalgams
2844|Radioactive chemical elements and radioactive isotopes (including the fissile or fertile chemical elements and isotopes); and their compounds; mixtures and residues containing these products
284410|Uranium; natural uranium and its compounds, alloys, dispersions (including cermets), ceramic products and mixtures containing natural uranium or natural uranium compounds
284420|Uranium; enriched in U235, plutonium, their compounds, alloys dispersions (including cermets), ceramic products and mixtures containing uranium enriched in U235, plutonium or compounds of these products
284430|Uranium; depleted in U235, thorium, their compounds, alloys, dispersions (including cermets), ceramic products and mixtures containing uranium depleted in U235, thorium; compounds of these products
284441|Radioactive elements; tritium and its compounds; alloys, dispersions (including cermets), ceramic products and mixtures containing tritium or its compounds
284442|Radioactive elements; actinium-225, 227, californium-253, curium-240, 241, 242, 243, 244, einsteinium-253, 254, gadolinium-148, polonium-208, 209, 210, radium-223, uranium-230 or 232, compounds; alloys, dispersions, ceramic products and mixtures
284443|Radioactive elements, isotopes and compounds; other alloys, dispersions (including cermets), ceramic products and mixtures containing these elements, isotopes or compounds
284444|Radioactive elements, isotopes, compounds n.e.c. in heading no. 2844, alloys, dispersions (including cermets), ceramic products, mixtures containing the elements, isotopes, compounds; radioactive residues
284450|Spent (irradiated) fuel elements (cartridges) of nuclear reactors
2845|Isotopes other than those of heading no. 2844; compounds, inorganic or organic, of such isotopes, whether or not chemically defined
284510|Heavy water (deuterium oxide)
284520|Boron enriched in boron-10 and its compounds
284530|Lithium enriched in lithium-6 and its compounds
284540|Helium-3
284590|Isotopes other than those of heading no. 2844, 2845.20, 2845.30 or 2845.40; compounds, inorganic or organic, of such isotopes, whether or not chemically defined
2846|Compounds, inorganic or organic, of rare-earth metals; of yttrium or of scandium or of mixtures of these metals
284610|Cerium compounds
284690|Compounds, inorganic or organic (excluding cerium), of rare-earth metals, of yttrium, scandium or of mixtures of these metals
2847|Hydrogen peroxide; whether or not solidified with urea
284700|Hydrogen peroxide; whether or not solidified with urea
2849|Carbides, whether or not chemically defined
284910|Carbides; of calcium, whether or not chemically defined
284920|Carbides; of silicon, whether or not chemically defined
284990|Carbides; whether or not chemically defined, other than of calcium or silicon
2850|Hydrides, nitrides, azides, silicides and borides, whether or not chemically defined, other than compounds which are also carbides of heading no. 2849
285000|Hydrides, nitrides, azides, silicides and borides, whether or not chemically defined, other than compounds which are also carbides of heading no. 2849
2852|Inorganic or organic compounds of mercury, excluding amalgams, whether or not chemically defined
285210|Inorganic or organic compounds of mercury, excluding amalgams, chemically defined
285290|Inorganic or organic compounds of mercury; excluding amalgams, not chemically defined,
2853|Phosphides, chemically defined or not, not ferrophosphorus; other inorganic compounds n.e.c. (including distilled, conductivity water and water of like purity); liquid air, rare gases removed or not; compressed air; amalgams, not precious metal amalgams
285310|Inorganic compounds; cyanogen chloride (chlorcyan)
285390|Phosphides, chemically defined or not, not ferrophosphorus; other inorganic compounds n.e.c. (including distilled, conductivity water and water of like purity); liquid air, rare gases removed or not; compressed air; amalgams, not precious metal amalgams
29|Organic chemicals
2901|Acyclic hydrocarbons
290110|Acyclic hydrocarbons; saturated
290121|Acyclic hydrocarbons; unsaturated, ethylene
290122|Acyclic hydrocarbons; unsaturated, propene (propylene)
290123|Acyclic hydrocarbons; unsaturated, butene (butylene) and isomers thereof
290124|Acyclic hydrocarbons; unsaturated, buta-1,3-diene and isoprene
290129|Acyclic hydrocarbons; unsaturated, n.e.c. in heading no. 2901
2902|Cyclic hydrocarbons
290211|Cyclic hydrocarbons; cyclohexane
290219|Cyclic hydrocarbons; cyclanes, cyclenes and cycloterpenes, excluding cyclohexane
290220|Cyclic hydrocarbons; benzene
290230|Cyclic hydrocarbons; toluene
290241|Cyclic hydrocarbons; o-xylene
290242|Cyclic hydrocarbons; m-xylene
290243|Cyclic hydrocarbons; p-xylene
290244|Cyclic hydrocarbons; mixed xylene isomers
290250|Cyclic hydrocarbons; styrene
290260|Cyclic hydrocarbons; ethylbenzene
290270|Cyclic hydrocarbons; cumene
290290|Cyclic hydrocarbons; n.e.c. in heading no. 2902
2903|Halogenated derivatives of hydrocarbons
290311|Saturated chlorinated derivatives of acyclic hydrocarbons; chloromethane (methyl chloride) and chloroethane (ethyl chloride)
290312|Saturated chlorinated derivatives of acyclic hydrocarbons; dichloromethane (methylene chloride)
290313|Saturated chlorinated derivatives of acyclic hydrocarbons; chloroform (trichloromethane)
290314|Saturated chlorinated derivatives of acyclic hydrocarbons; carbon tetrachloride
290315|Saturated chlorinated derivatives of acyclic hydrocarbons; ethylene dichloride (ISO) (1,2-dichloroethane)
290319|Saturated chlorinated derivatives of acyclic hydrocarbons; n.e.c. in item no. 2903.1
290321|Unsaturated chlorinated derivatives of acyclic hydrocarbons; vinyl chloride (chloroethylene)
290322|Unsaturated chlorinated derivatives of acyclic hydrocarbons; trichloroethylene
290323|Unsaturated chlorinated derivatives of acyclic hydrocarbons; tetrachloroethylene (perchloroethylene)
290329|Unsaturated chlorinated derivatives of acyclic hydrocarbons; n.e.c. in item no. 2903.2
290341|Saturated fluorinated derivatives of acyclic hydrocarbons; trifluoromethane (HFC-23)
290342|Saturated fluorinated derivatives of acyclic hydrocarbons; difluoromethane (HFC-32)
290343|Saturated fluorinated derivatives of acyclic hydrocarbons; fluoromethane (HFC-41), 1,2-difluoroethane (HFC-152) and 1,1-difluoroethane (HFC-152a)
290344|Saturated fluorinated derivatives of acyclic hydrocarbons; pentafluoroethane (HFC-125), 1,1,1-trifluoroethane (HFC-143a) and 1,1,2-trifluoroethane (HFC-143)
290345|Saturated fluorinated derivatives of acyclic hydrocarbons; 1,1,1,2-tetrafluoroethane (HFC-134a) and 1,1,2,2-tetrafluoroethane (HFC-134)
290346|Saturated fluorinated derivatives of acyclic hydrocarbons; 1,1,1,2,3,3,3-heptafluoropropane (HFC-227ea), 1,1,1,2,2,3-hexafluoropropane (HFC-236cb), 1,1,1,2,3,3-hexafluoropropane (HFC-236ea) and 1,1,1,3,3,3-hexafluoropropane (HFC-236fa)
290347|Saturated fluorinated derivatives of acyclic hydrocarbons; 1,1,1,3,3-pentafluoropropane (HFC-245fa) and 1,1,2,2,3-pentafluoropropane (HFC-245ca)
290348|Saturated fluorinated derivatives of acyclic hydrocarbons; 1,1,1,3,3-pentafluorobutane (HFC-365mfc) and 1,1,1,2,2,3,4,5,5,5-decafluoropentane (HFC-43-10mee)
290349|Saturated fluorinated derivatives of acyclic hydrocarbons; n.e.c. in item no 2903.4
290351|Unsaturated fluorinated derivatives of acyclic hydrocarbons; 2,3,3,3-tetrafluoropropene (HFO-1234yf), 1,3,3,3-tetrafluoropropene (HFO-1234ze) and (Z)-1,1,1,4,4,4-hexafluoro-2-butene (HFO-1336mzz)
290359|Unsaturated fluorinated derivatives of acyclic hydrocarbons; n.e.c. in item no. 2903.5
290361|Brominated or iodinated derivatives of acyclic hydrocarbons; methyl bromide (bromomethane)
290362|Brominated or iodinated derivatives of acyclic hydrocarbons; ethylene dibromide (ISO) (1,2-dibromoethane)
290369|Brominated or iodinated derivatives of acyclic hydrocarbons; n.e.c. in item no. 2903.6
290371|Halogenated derivatives of acyclic hydrocarbons containing two or more different halogens; chlorodifluoromethane (HCFC-22)
290372|Halogenated derivatives of acyclic hydrocarbons containing two or more different halogens; dichlorotrifluoroethane (HCFC-123)
290373|Halogenated derivatives of acyclic hydrocarbons containing two or more different halogens; dichlorofluoroethanes (HCFC-141, 141b)
290374|Halogenated derivatives of acyclic hydrocarbons containing two or more different halogens; chlorodifluoroethanes HCFC-142, 142b)
290375|Halogenated derivatives of acyclic hydrocarbons containing two or more different halogens; dichloropentafluoropropanes (HCFC-225, 225ca, 225cb)
290376|Halogenated derivatives of acyclic hydrocarbons containing two or more different halogens; bromochlorodifluoromethane (Halon-1211), bromotrifluoromethane (Halon-1301), and dibromotetrafluoroethanes (Halon-2402)
290377|Halogenated derivatives of acyclic hydrocarbons containing two or more different halogens; n.e.c. in headings 290371 to 290376, perhalogenated only with fluorine and chlorine
290378|Halogenated derivatives of acyclic hydrocarbons containing two or more different halogens; perhalogenated derivatives, other than those only with fluorine and chlorine, n.e.c. in item no. 2903.71 to 2903.76
290379|Halogenated derivatives of acyclic hydrocarbons containing two or more different halogens; n.e.c. in item no. 2903.7
290381|Halogenated derivatives of cyclanic, cyclenic or cycloterpenic hydrocarbons; 1,2,3,4,5,6-Hexachlorocyclohexane (HCH (ISO)), including lindane (ISO, INN)
290382|Halogenated derivatives of cyclanic, cyclenic or cycloterpenic hydrocarbons; aldrin (ISO), chlordane (ISO), and heptachlor (ISO)
290383|Halogenated derivatives of cyclanic, cyclenic or cycloterpenic hydrocarbons; mirex (ISO)
290389|Halogenated derivatives of cyclanic, cyclenic or cycloterpenic hydrocarbons; n.e.c. in item no. 2903.8
290391|Halogenated derivatives of aromatic hydrocarbons; chlorobenzene, o-dichlorobenzene, and p-dichlorobenzene
290392|Halogenated derivatives of aromatic hydrocarbons; hexachlorobenzene (ISO) and DDT (ISO) (clofenotane (INN), and 1,1,1-trichloro-2,2-bis(p-chlorophenyl)ethane)
290393|Halogenated derivatives of aromatic hydrocarbons; pentachlorobenzene (ISO)
290394|Halogenated derivatives of aromatic hydrocarbons; hexabromobiphenyls
290399|Halogenated derivatives of aromatic hydrocarbons; n.e.c. in item no. 2903.91, 2903.92, 2903.93 and 2903.94
2904|Sulphonated, nitrated or nitrosated derivatives of hydrocarbons; whether or not halogenated
290410|Derivatives of hydrocarbons; containing only sulpho groups, their salts and ethyl esters, whether or not halogenated
290420|Derivatives of hydrocarbons; containing only nitro or only nitroso groups, whether or not halogenated
290431|Derivatives of hydrocarbons; perfluorooctane sulphonic acid, whether or not halogenated
290432|Derivatives of hydrocarbons; ammonium perfluorooctane sulphonate, whether or not halogenated
290433|Derivatives of hydrocarbons; lithium perfluorooctane sulphonate, whether or not halogenated
290434|Derivatives of hydrocarbons; potassium perfluorooctane sulphonate, whether or not halogenated
290435|Derivatives of hydrocarbons; salts of perfluorooctane sulphonic acid n.e.c in heading no. 2904, whether or not halogenated
290436|Derivatives of hydrocarbons; perfluorooctane sulphonyl fluoride, whether or not halogenated
290491|Derivatives of hydrocarbons; trichloronitromethane (chloropicrin), whether or not halogenated
290499|Derivatives of hydrocarbons n.e.c. in heading no. 2904, whether or not halogenated
2905|Acyclic alcohols and their halogenated, sulphonated, nitrated or nitrosated derivatives
290511|Alcohols; saturated monohydric, methanol (methyl alcohol)
290512|Alcohols; saturated monohydric, propan-1-ol (propyl alcohol) and propan-2-ol (isopropyl alcohol)
290513|Alcohols; saturated monohydric, butan-1-ol (n-butyl alcohol)
290514|Alcohols; saturated monohydric, butanols excluding item no. 2905.13
290516|Alcohols; saturated monohydric, octanol (octyl alcohol) and isomers thereof
290517|Alcohols; saturated monohydric, dodecan-1-ol (lauryl alcohol), hexadecan-1-ol (cetyl alcohol) and octadecan-1-ol (stearyl alcohol)
290519|Alcohols; saturated monohydric, n.e.c. in item no. 2905.1
290522|Alcohols; unsaturated monohydric, acyclic terpene alcohols
290529|Alcohols; acyclic, unsaturated monohydric, (other than acyclic terpene alcohols)
290531|Alcohols; acyclic, diols; ethylene glycol (ethanediol)
290532|Alcohols; acyclic, diols; propylene glycol (propane-1, 2-diol)
290539|Alcohols; acyclic, diols, other than ethylene glycol (ethandiol) or propylene glycol (propane-1,2-diol)
290541|Alcohols; polyhydric, 2-ethyl-2- (hydroxymethyl) propane-1,3-diol (trimethylolpropane)
290542|Alcohols; polyhydric, pentaerythritol
290543|Alcohols; polyhydric, mannitol
290544|Alcohols; polyhydric, d-glucitol (sorbitol)
290545|Alcohols; polyhydric, glycerol
290549|Alcohols; polyhydric, n.e.c. in item no. 2905.4
290551|Alcohols; acyclic; halogenated, sulphonated, nitrated or nitrosated derivatives thereof, ethchlorvynol (INN)
290559|Alcohols; acyclic; halogenated, sulphonated, nitrated or nitrosated derivatives thereof, other than ethchlorvynol (INN)
2906|Alcohols; cyclic, and their halogenated, sulphonated, nitrated or nitrosated derivatives
290611|Alcohols; cyclanic, cyclenic or cycloterpenic and derivatives, menthol
290612|Alcohols; cyclanic, cyclenic or cycloterpenic and derivatives, cyclohexanol, methylcyclohexanols and dimethylcyclohexanols
290613|Alcohols; cyclanic, cyclenic or cycloterpenic and derivatives, sterols and inositols
290619|Alcohols; cyclanic, cyclenic or cycloterpenic and derivatives, n.e.c. in item no. 2906.1
290621|Alcohols; aromatic alcohols and derivatives, benzyl alcohol
290629|Alcohols; aromatic and derivatives, other than benzyl alcohol
2907|Phenols; monophenols, polyphenols, and phenol-alcohols
290711|Monophenols; phenol (hydroxybenzene) and its salts
290712|Monophenols; cresols and their salts
290713|Monophenols; octylphenol, nonylphenol and their isomers, salts thereof
290715|Monophenols; naphthols and their salts
290719|Monophenols; n.e.c. in item no. 2907.1
290721|Polyphenols; resorcinol and its salts
290722|Polyphenols; hydroquinone (quinol) and its salts
290723|Polyphenols; 4,4'-isopropylidenediphenol (bisphenol A, diphenylolpropane) and its salts
290729|Phenol-alcohols and polyphenols n.e.c. in item number 2907.2
2908|Phenols or phenol-alcohols; halogenated, sulphonated, nitrated or nitrosated derivatives
290811|Phenol or phenol-alcohol derivatives containing only halogen substituents and their salts; pentachlorophenol (ISO)
290819|Phenol or phenol-alcohol derivatives containing only halogen substituents and their salts; other than pentachlorophenol (ISO)
290891|Phenol or phenol-alcohol derivatives, sulphonated, nitrated or nitrosated derivatives thereof; dinoseb (ISO) and its salts
290892|Phenol or phenol-alcohol derivatives, sulphonated, nitrated or nitrosated derivatives thereof; 4,6-dinitro-o-cresol (DNOC (ISO)) and its salts
290899|Phenol or phenol-alcohol derivatives, sulphonated, nitrated or nitrosated derivatives thereof; other than dinoseb (ISO), and 4,6-dinitro-o-cresol (DNOC (ISO)), and their salts
2909|Ethers, ether-alcohols, ether-phenols, ether-alcohol-phenols, alcohol peroxides, ether peroxides, acetal and hemiacetal peroxides, ketone peroxides (chemically defined or not), and their halogenated, sulphonated, nitrated or nitrosated derivatives
290911|Ethers; acyclic, and their halogenated, sulphonated, nitrated or nitrosated derivatives, diethyl ether
290919|Ethers; acyclic, and their halogenated, sulphonated, nitrated or nitrosated derivatives, other than diethyl ether
290920|Ethers; cyclanic, cyclenic or cycloterpenic and their halogenated, sulphonated, nitrated or nitrosated derivatives
290930|Ethers; aromatic, and their halogenated, sulphonated, nitrated or nitrosated derivatives
290941|Ether-alcohols and their halogenated, sulphonated, nitrated or nitrosated derivatives; 2,2-oxydiethanol (diethylene glycol, digol)
290943|Ether-alcohols and their halogenated, sulphonated, nitrated or nitrosated derivatives; monobutyl ethers of ethylene glycol or of diethylene glycol
290944|Ether-alcohols and their halogenated, sulphonated, nitrated or nitrosated derivatives; monoalkylethers of ethylene glycol or of diethylene glycol n.e.c. in heading no. 2909
290949|Ether-alcohols and their halogenated, sulphonated, nitrated or nitrosated derivatives; n.e.c. in item no. 2909.4
290950|Ether-phenols, ether-alcohol-phenols and their halogenated, sulphonated, nitrated or nitrosated derivatives
290960|Alcohol peroxides, ether peroxides, acetal and hemiacetal peroxides, ketone peroxides and their halogenated, sulphonated, nitrated or nitrosated derivatives
2910|Epoxides, epoxyalcohols, epoxyphenols and epoxyethers; with a three-membered ring and their halogenated, sulphonated, nitrated or nitrosated derivatives
291010|Epoxides, epoxyalcohols, epoxyphenols and epoxyethers; with a three-membered ring and their halogenated, sulphonated, nitrated or nitrosated derivatives; oxirane (ethylene oxide)
291020|Epoxides, epoxyalcohols, epoxyphenols and epoxyethers; with a three-membered ring and their halogenated, sulphonated, nitrated or nitrosated derivatives, methyloxirane (propylene oxide)
291030|Epoxides, epoxyalcohols, epoxyphenols and epoxyethers; with a three-membered ring and their halogenated, sulphonated, nitrated or nitrosated derivatives, 1-chloro-2,3-epoxypropane (epichlorohydrin)
291040|Epoxides, epoxyalcohols, epoxyphenols and epoxyethers; with a three-membered ring and their halogenated, sulphonated, nitrated or nitrosated derivatives, dieldrin (ISO, INN)
291050|Epoxides, epoxyalcohols, epoxyphenols and epoxyethers; with a three-membered ring and their halogenated, sulphonated, nitrated or nitrosated derivatives, endrin (ISO)
291090|Epoxides, epoxyalcohols, epoxyphenols and epoxyethers; with a three-membered ring and their halogenated, sulphonated, nitrated or nitrosated derivatives, n.e.c. in heading no. 2910
2911|Acetals and hemiacetals; whether or not with other oxygen function, and their halogenated, sulphonated, nitrated or nitrostated derivatives
291100|Acetals and hemiacetals; whether or not with other oxygen function, and their halogenated, sulphonated, nitrated or nitrosated derivatives
2912|Aldehydes, whether or not with other oxygen function; cyclic polymers of aldehydes; paraformaldehyde
291211|Aldehydes; acyclic, without other oxygen function, methanal (formaldehyde)
291212|Aldehydes; acyclic, without other oxygen function, ethanal (acetaldehyde)
291219|Aldehydes; acyclic, without other oxygen function, n.e.c. in item no. 2912.1
291221|Aldehydes; cyclic, without other oxygen function, benzaldehyde
291229|Aldehydes; cyclic, without other oxygen function, other than benzaldehyde
291241|Aldehydes; aldehyde-ethers, aldehyde-phenols and aldehydes with other oxygen function, vanillin (4-hydroxy-3-methoxybenzaldehyde)
291242|Aldehydes; aldehyde-ethers, aldehyde-phenols and aldehydes with other oxygen function, ethylvanillin (3-ethoxy-4-hydroxybenzaldehyde)
291249|Aldehyde-alcohols, aldehyde-ethers, aldehyde-phenols and aldehydes with other oxygen function; other than vanillin (4-hydroxy-3-methoxybenzaldehyde) and ethylvanillin (3-ethoxy-4-hydroxybenzaldehyde)
291250|Aldehydes; cyclic polymers of aldehydes
291260|Paraformaldehyde
2913|Aldehydes; halogenated, sulphonated, nitrated or nitrosated derivatives of products of heading no. 2912
291300|Aldehydes; halogenated, sulphonated, nitrated or nitrosated derivatives of products of heading no. 2912
2914|Ketones and quinones; whether or not with other oxygen function, and their halogenated, sulphonated, nitrated or nitrostated derivatives
291411|Ketones; acyclic, without other oxygen function, acetone
291412|Ketones; acyclic, without other oxygen function, butanone (methyl ethyl ketone)
291413|Ketones; acyclic, without other oxygen function, 4-methylpentan-2-one (methyl isobutyl ketone)
291419|Ketones; acyclic, without other oxygen function, n.e.c. in item no. 2914.1
291422|Ketones; cyclanic, cyclenic or cycloterpenic, without other oxygen function, cyclohexanone and methylcyclohexanones
291423|Ketones; cyclanic, cyclenic or cycloterpenic, without other oxygen function, ionones and methylionones
291429|Ketones; cyclanic, cyclenic or cycloterpenic, without other oxygen function, other than cyclohexanone, methylcyclohexanones, ionones, and methylionones
291431|Ketones; aromatic, (without other oxygen function), phenylacetone (phenylpropan-2-one)
291439|Ketones; aromatic, (without other oxygen function), excluding phenylacetone (phenylpropan-2-one)
291440|Ketone-alcohols and ketone-aldehydes
291450|Ketone-phenols and ketones with other oxygen function
291461|Quinones; anthraquinone
291462|Quinones; coenzyme Q10 (ubidecarenone (INN))
291469|Quinones; other than anthraquinone and coenzyme Q10 (ubidecarenone (INN))
291471|Ketones and quinones; halogenated, sulphonated, nitrated or nitrosated derivatives; chlordecone (ISO)
291479|Ketones and quinones; halogenated, sulphonated, nitrated or nitrosated derivatives, other than chlordecone (ISO)
2915|Acids; saturated acyclic monocarboxylic acids and their anhydrides, halides, peroxides and peroxyacids; their halogenated, sulphonated, nitrated or nitrosated derivatives
291511|Acids; saturated acyclic monocarboxylic acids; formic acid
291512|Acids; saturated acyclic monocarboxylic acids; salts of formic acids
291513|Acids; saturated acyclic monocarboxylic acids; esters of formic acid
291521|Acids; saturated acyclic monocarboxylic acids; acetic acid
291524|Acids; saturated acyclic monocarboxylic acids; acetic anhydride
291529|Acids; saturated acyclic monocarboxylic acids; acetic acid and its salts n.e.c. in item no. 2915.2
291531|Acids; saturated acyclic monocarboxylic acids; ethyl acetate
291532|Acids; saturated acyclic monocarboxylic acids; vinyl acetate
291533|Acids; saturated acyclic monocarboxylic acids; n-butyl acetate
291536|Acids; saturated acyclic monocarboxylic acids; dinoseb (ISO) acetate
291539|Acids; saturated acyclic monocarboxylic acids; esters of acetic acid n.e.c. in item no. 2915.3
291540|Acids; saturated acyclic monocarboxylic acids; mono-, di- or trichloroacetic acids, their salts and esters
291550|Acids; saturated acyclic monocarboxylic acids; propionic acid, its salts and esters
291560|Acids; saturated acyclic monocarboxylic acids; butanoic acids, pentanoic acids, their salts and esters
291570|Acids; saturated acyclic monocarboxylic acids; palmitic acid, stearic acid, their salts and esters
291590|Acids; saturated acyclic monocarboxylic acids; anhydrides, halides, peroxides, peroxyacids and halogenated, sulphonated, nitrated or nitrosated derivatives, n.e.c. in heading no. 2915
2916|Acids; unsaturated acyclic monocarboxylic, cyclic monocarboxylic, their anhydrides, halides, peroxides and peroxyacids; their halogenated, sulphonated, nitrated or nitrosated derivatives
291611|Acids; unsaturated acyclic monocarboxylic acids; acrylic acid and its salts
291612|Acids; unsaturated acyclic monocarboxylic acids; esters of acrylic acid
291613|Acids; unsaturated acyclic monocarboxylic acids; methacrylic acid and its salts
291614|Acids; unsaturated acyclic monocarboxylic acids; esters of methacrylic acid
291615|Acids; unsaturated acyclic monocarboxylic acids; oleic, linoleic or linolenic acids, their salts and esters
291616|Acids; unsaturated acyclic monocarboxylic, cyclic monocarboxylic, their anhydrides, halides, peroxides and peroxyacids; their halogenated, sulphonated, nitrated or nitrosated derivatives, binapacryl (ISO)
291619|Acids; unsaturated acyclic monocarboxylic, cyclic monocarboxylic, their anhydrides, halides, peroxides and peroxyacids; their halogenated, sulphonated, nitrated or nitrosated derivatives, n.e.c. in item no. 2916.1
291620|Acids; cyclanic, cyclenic or cycloterpenic monocarboxylic acids, their anhydrides, halides, peroxides, peroxyacids and their derivatives
291631|Acids; aromatic monocarboxylic acids, benzoic acid, its salts and esters
291632|Acids; aromatic monocarboxylic acids, benzoyl peroxide and benzoyl chloride
291634|Acids; aromatic monocarboxylic acids, phenylacetic acid and its salts
291639|Acids; aromatic monocarboxylic acids, and their anhydrides, halides, peroxides, peroxyacids and their derivatives, other than benzoic acid, its salts and esters, benzoyl peroxide and benzoyl chloride, phenylacetic acid and its salts
2917|Acids; polycarboxylic acids, their anhydrides, halides, peroxides and peroxy-acids; their halogenated, sulphonated, nitrated or nitrosated derivatives
291711|Acids; acyclic polycarboxylic acids; oxalic acid, its salts and esters
291712|Acids; acyclic polycarboxylic acids; adipic acid, its salts and esters
291713|Acids; acyclic polycarboxylic acids; azelaic acid, sebacic acid, their salts and esters
291714|Acids; acyclic polycarboxylic acids; maleic anhydride
291719|Acids; acyclic polycarboxylic acids; n.e.c. in item no. 2917.1
291720|Acids; cyclanic, cyclenic or cycloterpenic polycarboxylic acids, their anhydrides, halides, peroxides, peroxyacids and derivatives
291732|Acids; aromatic polycarboxylic acids; dioctyl orthophthalates
291733|Acids; aromatic polycarboxylic acids; dinonyl or didecyl orthophthalates
291734|Acids; aromatic polycarboxylic acids; other esters of orthophthalic acids
291735|Acids; aromatic polycarboxylic acids; phthalic anhydride
291736|Acids; aromatic polycarboxylic acids; terephthalic acid and its salts
291737|Acids; aromatic polycarboxylic acids; dimethyl terephthalate
291739|Acids; aromatic polycarboxylic acids; n.e.c. in item no. 2917.3
2918|Acids; carboxylic acid with additional oxygen function and their anhydrides, halides, peroxides, peroxyacids; their halogenated, sulphonated, nitrated or nitrosated derivatives
291811|Acids; carboxylic acids, (with alcohol function but without other oxygen function), lactic acid, its salts and esters
291812|Acids; carboxylic acids, (with alcohol function but without other oxygen function), tartaric acid
291813|Acids; carboxylic acids, (with alcohol function but without other oxygen function); salts and esters of tartaric acid
291814|Acids; carboxylic acids, (with alcohol function but without other oxygen function), citric acid
291815|Acids; carboxylic acids, (with alcohol function but without other oxygen function), salts and esters of citric acid
291816|Acids; carboxylic acids, (with alcohol function but without other oxygen function), gluconic acid, its salts and esters
291817|Acids; carboxylic acids, (with alcohol function but without other oxygen function), 2,2-Diphenyl-2-hydroxyacetic acid (benzilic acid)
291818|Acids; carboxylic acids, (with alcohol function but without other oxygen function), chlorobenzilate (ISO)
291819|Acids; carboxylic acids, (with alcohol function but without other oxygen function), other than lactic, tartaric, citric, and gluconic acids and their salts and esters
291821|Acids; carboxylic acids, (with phenol function but without other oxygen function), salicylic acid and its salts
291822|Acids; carboxylic acids, (with phenol function but without other oxygen function), o-acetylsalicylic acid, its salts and esters
291823|Acids; carboxylic acids, (with phenol function but without other oxygen function), other esters of salicylic acid and its salts n.e.c. in item no. 2918.2
291829|Acids; carboxylic acids, (with phenol function but without other oxygen function), their anhydrides, halides, peroxides, peroxyacids and their derivatives, n.e.c. in item no. 2918.2
291830|Acids; carboxylic acids, (with aldehyde or ketone function but without other oxygen function), their anhydrides, halides, peroxides, peroxyacids and their derivatives
291891|Acids; carboxylic acids, with additional oxygen function (not alcohol, phenol, aldehyde or ketone) and their anhydrides, halides, peroxides and peroxyacids; 2,4,5-T (ISO) (2,4,5-trichlorophenoxyacetic acid), its salts and esters
291899|Acids; carboxylic acids, with additional oxygen function (not alcohol, phenol, aldehyde or ketone) and their anhydrides, halides, peroxides and peroxyacids; their halogenated, sulphonated, nitrated or nitrosated derivatives; other than 2,4,5-T (ISO)
2919|Esters; phosphoric, and their salts, including lactophosphates, their halogenated, sulphonated, nitrated or nitrosated derivatives
291910|Esters; phosphoric, and their salts, including lactophosphates, their halogenated, sulphonated, nitrated or nitrosated derivatives; tris(2,3-dibromopropyl) phosphate
291990|Esters; phosphoric, and their salts, including lactophosphates, their halogenated, sulphonated, nitrated or nitrosated derivatives; other than tris(2,3-dibromopropyl) phosphate
2920|Esters of other inorganic acids of non-metals (other than of hydrogen halides) and their salts, their halogenated, sulphonated, nitrated or nitrosated derivatives
292011|Esters; thiophosphoric esters (phosphorothioates) and their salts, their halogenated, sulphonated, nitrated or nitrosated derivatives, parathion (ISO) and parathion-methyl (ISO) (methyl-parathion)
292019|Esters; thiophosphoric esters (phosphorothioates) and their salts; other than parathion (ISO) and parathion-methyl (ISO) (methyl-parathion)
292021|Esters; phosphite esters and their salts; their halogenated, sulphonated, nitrated or nitrosated derivatives, dimethyl phosphite
292022|Esters; phosphite esters and their salts; their halogenated, sulphonated, nitrated or nitrosated derivatives, diethyl phosphite
292023|Esters; phosphite esters and their salts; their halogenated, sulphonated, nitrated or nitrosated derivatives, trimethyl phosphite
292024|Esters; phosphite esters and their salts; their halogenated, sulphonated, nitrated or nitrosated derivatives, triethyl phosphite
292029|Esters; phosphite esters and their salts; their halogenated, sulphonated, nitrated or nitrosated derivatives, n.e.c. in heading no. 2920
292030|Esters; of other inorganic acids of non-metals (excluding esters of hydrogen halides) and their salts; their halogenated, sulphonated, nitrated or nitrosated derivatives, endosulfan (ISO)
292090|Esters; other than thiophosphoric esters (phosphorothioates) and phosphite esters and their salts, their halogenated, sulphonated, nitrated or nitrosated derivatives, n.e.c. in heading no. 2920
2921|Amine-function compounds
292111|Amine-function compounds; acyclic monoamines and their derivatives, methylamine, di- or trimethylamine and their salts
292112|Amine-function compounds; acyclic monoamines and their derivatives, and salts thereof, 2-(N,N-Dimethylamino)ethylchloride hydrochloride
292113|Amine-function compounds; acyclic monoamines and their derivatives, and salts thereof, 2-(N,N-Diethylamino)ethylchloride hydrochloride
292114|Amine-function compounds; acyclic monoamines and their derivatives, and salts thereof, 2-(N,N-Diisopropylamino)ethylchloride hydrochloride
292119|Amine-function compounds; acyclic monoamines and their derivatives, and salts thereof, n.e.c. in item no. 2921.1
292121|Amine-function compounds; acyclic polyamines and their derivatives, ethylenediamine and its salts
292122|Amine-function compounds; acyclic polyamines and their derivatives, hexamethylenediamine and its salts
292129|Amine-function compounds; acyclic polyamines and their derivatives, and salts thereof, n.e.c. in item no. 2921.2
292130|Amine-function compounds; cyclanic, cyclenic or cycloterpenic mono- or polyamines and their derivatives; salts thereof
292141|Amine-function compounds; aromatic monoamines and their derivatives, aniline and its salts
292142|Amine-function-compounds; aromatic monoamines and their derivatives, aniline derivatives and their salts
292143|Amine-function compounds; aromatic monoamines and their derivatives, toluidines and their derivatives; salts thereof
292144|Amine-function compounds; aromatic monoamines and their derivatives, diphenylamine and its derivatives; salts thereof
292145|Amine-function compounds; aromatic monoamines and their derivatives; 1-naphthylamine (alpha-naphthylamine), 2-naphthylamine (beta-naphthaylamine) and their derivatives; salts thereof
292146|Amine-function compounds; aromatic monoamines and derivatives; amfetamine (INN), benzfetamine (INN), dexamfetamine (INN), etilamfetamine (INN), fencamfamin (INN), lefetamine (INN), levamfetamine (INN), mefenorex (INN) and phentermine (INN); salts thereof
292149|Amine-function compounds; aromatic monoamines and their derivatives; salts thereof; n.e.c. in item no. 2921.4
292151|Amine-function compounds; aromatic amines and their derivatives; o-, m-, p-phenylenediamine, diaminotoluenes and their derivatives; salts thereof
292159|Amine-function compounds; aromatic polyamines and their derivatives, other than item no. 2921.51
2922|Oxygen-function amino-compounds
292211|Amino-alcohols, other than those containing more than one kind of oxygen function; their ethers and esters; salts thereof, monoethanolamine and its salts
292212|Amino-alcohols, other than those containing more than one kind of oxygen function; their ethers and esters; salts thereof, diethanolamine and its salts
292214|Amino-alcohols, other than those containing more than one kind of oxygen function; their ethers and esters; salts thereof; dextropropoxyphene (INN) and its salts
292215|Amino-alcohols, other than those containing more than one kind of oxygen function; their ethers and esters; salts thereof, triethanolamine
292216|Amino-alcohols, other than those containing more than one kind of oxygen function; their ethers and esters; salts thereof, Diethanolammonium perfluorooctane sulphonate
292217|Amino-alcohols, other than those containing more than one kind of oxygen function; their ethers and esters; salts thereof, Methyldiethanolamine and ethyldiethanolamine
292218|Amino-alcohols, other than those containing more than one kind of oxygen function; their ethers and esters; salts thereof, 2-(N,N- Diisopropylamino)ethanol
292219|Amino-alcohols, other than those containing more than one kind of oxygen function, their ethers and esters; salts thereof, n.e.c. in item no. 2922.1
292221|Amino-naphthols and other amino-phenols, other than those containing more than one kind of oxygen function; their ethers and esters; salts thereof, aminohydroxynaphthalenesulphonic acids and their salts
292229|Amino-naphthols and other amino-phenols, other than those containing more than one kind of oxygen function, their ethers and esters; salts thereof n.e.c. in item no. 2922.2
292231|Amino-aldehydes, amino-ketones and amino-quinones; other than those containing more than one kind of oxygen function, salts thereof
292239|Amino-aldehydes, amino-ketones and amino-quinones; other than those containing more than one kind of oxygen function; salts thereof, excluding amfepramone (INN), methadone (INN), and normethadone (INN) and salts thereof
292241|Amino-acids, other than those containing more than one kind of oxygen function, and their esters; lysine and its esters; salts thereof
292242|Amino-acids, other than those containing more than one kind of oxygen function, and their esters; glutamic acid and its esters; salts thereof
292243|Amino-acids, other than those containing more than one kind of oxygen function, and their esters; anthranilic acid and its esters; salts thereof
292244|Amino-acids, other than those containing more than one kind of oxygen function, and their esters; tilidine (INN) and its esters; salts thereof
292249|Amino-acids, other than those containing more than one kind of oxygen function, their esters; salts thereof, excluding lysine, glutamic acid, anthranalic acid and tilidine, their esters and salts thereof
292250|Amino-alcohol-phenols, amino-acid-phenols and other amino-compounds with oxygen function
2923|Quaternary ammonium salts and hydroxides; lecithins and other phosphoaminolipids, whether or not chemically defined
292310|Quaternary ammonium salts and hydroxides; choline and its salts, whether or not chemically defined
292320|Lecithins and other phosphoaminolipids, whether or not chemically defined
292330|Quaternary ammonium salts and hydroxides; tetraethylammonium perfluorooctane sulphonate, whether or not chemically defined
292340|Quaternary ammonium salts and hydroxides; didecyldimethylammonium perfluorooctane sulphonate, whether or not chemically defined
292390|Quaternary ammonium salts and hydroxides; whether or not chemically defined n.e.c. in heading no. 2923
2924|Carboxyamide-function compounds; amide-function compounds of carbonic acid
292411|Acyclic amides (including acyclic carbamates) and their derivatives; salts thereof; meprobamate (INN)
292412|Acyclic amides (including acyclic carbamates) and their derivatives; salts thereof; fluoroacetamide (ISO), monocrotophos (ISO) and phosphamidon (ISO)
292419|Acyclic amides (including acyclic carbamates) and their derivatives; salts thereof, other than meprobamate (INN), fluoroacetamide (ISO), monocrotophos (ISO) or phosphamidon (ISO)
292421|Cyclic amides (including cyclic carbamates) and their derivatives, ureines and their derivatives; salts thereof
292423|Cyclic amides (including cyclic carbamates) and their derivatives; 2-acetamidobenzoic acid (N-acetylanthranillic acid) and its salts
292424|Cyclic amides (including cyclic carbamates) and their derivatives; ethinamate and its salts
292425|Cyclic amides (including cyclic carbamates) and their derivatives; alachlor (ISO) and its salts
292429|Cyclic amides (including cyclic carbamates) and their derivatives; other than the derivatives and salts of ureines, 2-acetamidobenzoic acid (N-acetylanthancillic acid),ethinamate S, and alachlor (ISO) and their derivatives and salts
2925|Carboxyimide-function compounds (including saccharin and its salts) and imine-function compounds
292511|Imides and their derivatives; saccharin and its salts
292512|Imides and their derivatives; glutethimide (INN)
292519|Imides and their derivatives; other than saccharin and glutethimide (INN)
292521|Imines and their derivatives; salts thereof; chlordimeform (ISO)
292529|Imines and their derivatives; salts thereof; other than chlordimeform (ISO)
2926|Nitrile-function compounds
292610|Nitrile-function compounds; acrylonitrile
292620|Nitrile-function compounds; 1-cyanoguanidine (dicyandiamide)
292630|Nitrile-function compounds; fenproporex (INN) and its salts; methadone (INN) intermediate (4-cyano-2-dimethylamino-4,4-diphenylbutane)
292640|Nitrile-function compounds; alpha-phenylacetoacetonitrile
292690|Nitrile-function compounds; n.e.c. heading no. 2926
2927|Diazo-, azo- or azoxy-compounds
292700|Diazo-, azo- or azoxy compounds
2928|Organic derivatives of hydrazine or of hydroxylamine
292800|Organic derivatives of hydrazine or of hydroxylamine
2929|Nitrogen-function compounds, n.e.c. in chapter 29
292910|Nitrogen-function compounds; n.e.c. in chapter 29, isocyanates
292990|Nitrogen-function compounds; n.e.c. in chapter 29, excluding isocyanates
2930|Organo-sulphur compounds
293010|Organo-sulphur compounds; 2-(N,N-Diethylamino) ethanethiol
293020|Organo-sulphur compounds; thiocarbamates and dithiocarbamates
293030|Organo-sulphur compounds; thiuram mono-, di- or tetrasulphides
293040|Organo-sulphur compounds; methionine
293060|Organo-sulphur compounds; 2-(N,N-Diethylamino)ethanethiol
293070|Organo-sulphur compounds; bis(2-hydroxyethyl)sulfide (thiodiglycol (INN))
293080|Organo-sulphur compounds; aldicarb (ISO), captafol (ISO) and methamidophos (ISO)
293090|Organo-sulphur compounds; n.e.c. in heading no. 2930
2931|Other organo-inorganic compounds
293110|Organo-inorganic compounds; tetramethyl lead and tetraethyl lead
293120|Organo-inorganic compounds; tributyltin compounds
293141|Non-halogenated organo-phosphorous derivatives; dimethyl methylphosphonate
293142|Non-halogenated organo-phosphorous derivatives; dimethyl propylphosphonate
293143|Non-halogenated organo-phosphorous derivatives; diethyl ethylphosphonate
293144|Non-halogenated organo-phosphorous derivatives; methylphosphonic acid
293145|Non-halogenated organo-phosphorous derivatives; salt of methylphosphonic acid and (aminominomethyl) urea (1:1)
293146|Non-halogenated organo-phosphorous derivatives; 2,4,6-tripropyl-1,3,5,2,4,6-trioxatriphosphinane 2,4,6-trioxide
293147|Non-halogenated organo-phosphorous derivatives; (5-ethyl-2-methyl-2-oxido-1,3,2-dioxaphosphinan-5-yl) methyl methyl methylphosphonate
293148|Non-halogenated organo-phosphorous derivatives; 3,9-dimethyl-2,4,8,10-tetraoxa-3,9-diphosphaspiro[5.5] undecane 3,9-dioxide
293149|Non-halogenated organo-phosphorous derivatives; other non-halogenated organo-phosphorous derivatives, n.e.c. in item no. 2931.4
293151|Halogenated organo-phosphorous derivatives; methylphosphonic dichloride
293152|Halogenated organo-phosphorous derivatives; propylphosphonic dichloride
293153|Halogenated organo-phosphorous derivatives; O-(3-chloropropyl) O-[4-nitro-3-(trifluoromethyl)phenyl] methylphosphonothionate
293154|Halogenated organo-phosphorous derivatives; trichlorfon (ISO)
293159|Halogenated organo-phosphorous derivatives; other halogenated organo-phosphorous derivatives, n.e.c. in item no. 2931.5
293190|Organo-inorganic compounds; other than tetramethyl lead, tetraethyl lead, tributyltin compounds, and other organo-phosphorous derivatives
2932|Heterocyclic compounds with oxygen hetero-atom(s) only
293211|Heterocyclic compounds; with oxygen hetero-atom(s) only, containing an unfused furan ring (whether or not hydrogenated) in the structure, tetrahydrofuran
293212|Heterocyclic compounds; with oxygen hetero-atom(s) only, containing an unfused furan ring (whether or not hydrogenated) in the structure, 2-furaldehyde (furfuraldehyde)
293213|Heterocyclic compounds; with oxygen hetero-atom(s) only, containing an unfused furan ring (whether or not hydrogenated) in the structure, furfuryl alcohol and tetrahydrofurfuryl alcohol
293214|Heterocyclic compounds; with oxygen hetero-atom(s) only, containing an unfused furan ring (whether or not hydrogenated) in the structure, sucralose
293219|Heterocyclic compounds; with oxygen hetero-atom(s) only, containing an unfused furan ring (whether or not hydrogenated) in the structure, n.e.c. in item no. 2932.1
293220|Heterocyclic compounds; with oxygen hetero-atom(s) only, containing an unfused furan ring (whether or not hydrogenated) in the structure, lactones
293291|Heterocyclic compounds; with oxygen hetero-atom(s) only, (other than lactones or compounds containing an unfused furan ring (whether or not hydrogenated) in the structure), isosafrole
293292|Heterocyclic compounds; with oxygen hetero-atom(s) only, (other than lactones or compounds containing an unfused furan ring (whether or not hydrogenated) in the structure), 1-(1,3-Benzodioxol-5-yl)propan-2-one
293293|Heterocyclic compounds; with oxygen hetero-atom(s) only, (other than lactones or compounds containing an unfused furan ring (whether or not hydrogenated) in the structure), piperonal
293294|Heterocyclic compounds; with oxygen hetero-atom(s) only, (other than lactones or compounds containing an unfused furan ring (whether or not hydrogenated) in the structure), safrole
293295|Heterocyclic compounds; with oxygen hetero-atom(s) only, (other than lactones or compounds containing an unfused furan ring (whether or not hydrogenated) in the structure), tetrahydrocannabinols (all isomers)
293296|Heterocyclic compounds; with oxygen hetero-atom(s) only, (other than lactones or compounds containing an unfused furan ring (whether or not hydrogenated) in the structure), carbofuran (ISO)
293299|Heterocyclic compounds; with oxygen hetero-atom(s) only, no lactones or unfused furan rings in the structure, other than isosafrole, 1-(1,3-benzodiaxol-5-yl) propan-2-one, piperonal, safrole, tetrahydrocannabinols (all isomers), carbofuran (ISO)
2933|Heterocyclic compounds with nitrogen hetero-atom(s) only
293311|Heterocyclic compounds; with nitrogen hetero-atom(s) only, containing an unfused pyrazole ring (whether or not hydrogenated) in the structure, phenazone (antipyrin) and its derivatives
293319|Heterocyclic compounds; with nitrogen hetero-atom(s) only, containing an unfused pyrazole ring (whether or not hydrogenated) in the structure, other than henazone (antipyrin) and its derivatives
293321|Heterocyclic compounds; with nitrogen hetero-atom(s) only, containing an unfused imidazole ring (whether or not hydrogenated) in the structure, hydantoin and its derivatives
293329|Heterocyclic compounds; with nitrogen hetero-atom(s) only, containing an unfused imidazole ring (whether or not hydrogenated) in the structure, other than hydantoin and its derivatives
293331|Heterocyclic compounds; containing an unfused pyridine ring (whether or not hydrogenated) in the structure, pyridine and its salts
293332|Heterocyclic compounds; containing an unfused pyridine ring (whether or not hydrogenated) in the structure, piperidine and its salts
293333|Heterocyclic compounds; containing an unfused pyridine ring (whether or not hydrogenated) in the structure, alfentanil (INN), anileridine (INN), bezitramide (INN), bromazepam (INN), carfentanil (INN), difenoxin (INN), diphenoxylate (INN), dipipanone (INN)
293334|Heterocyclic compounds; containing an unfused pyridine ring (whether or not hydrogenated) in the structure, other fentanyls and their derivatives
293335|Heterocyclic compounds; containing an unfused pyridine ring (whether or not hydrogenated) in the structure, 3-quinuclidinol
293336|Heterocyclic compounds; containing an unfused pyridine ring (whether or not hydrogenated) in the structure, 4-anilino-N-phenethylpiperidine (ANPP)
293337|Heterocyclic compounds; containing an unfused pyridine ring (whether or not hydrogenated) in the structure, N-phenethyl-4-piperdone (NPP)
293339|Heterocyclic compounds; containing an unfused pyridine ring (whether or not hydrogenated) in the structure, n.e.c. in 2933.3
293341|Heterocyclic compounds; containing a quinoline or isoquinoline ring-system (whether or not hydrogenated) in the structure, not further fused, levorphanol (INN) and its salts
293349|Heterocyclic compounds; containing a quinoline or isoquinoline ring-system (whether or not hydrogenated) in the structure, not further fused, other than levorphanol (INN) and its salts
293352|Heterocyclic compounds; containing a pyrimidine ring (whether or not hydrogenated) or piperazine ring in the structure, malonylurea (barbituric acid) and its salts
293353|Allobarbital (INN), amobarbital (INN), barbital (INN), butalbital (INN), butobarbital, cyclobarbital (INN), methylphenobarbital (INN), pentobarbital (INN), phenobarbital (INN), secbutabarbital (INN), secobarbital (INN) and vinylbital (INN); salts thereof
293354|Heterocyclic compounds; containing a pyrimidine ring (whether or not hydrogenated) or piperazine ring in the structure, other derivatives of malonylurea (barbituric acid) and salts thereof, n.e.c. in 2933.53
293355|Heterocyclic compounds; containing a pyrimidine ring (whether or not hydrogenated) or piperazine ring in the structure; loprazolam (INN), mecloqualone (INN), methaqualone (INN), and zipeprol (INN); salts thereof
293359|Heterocyclic compounds; containing a pyrimidine ring (whether or not hydrogenated) or piperazine ring in the structure, (other than malonylurea and its derivatives, loprazolam, mecloqualone, methaqualone, zipeprol, and salts thereof) n.e.c. in 2933.5
293361|Heterocyclic compounds; containing an unfused triazine ring (whether or not hydrogenated) in the structure, melamine
293369|Heterocyclic compounds; containing an unfused triazine ring (whether or not hydrogenated) in the structure, others excluding melamine
293371|Heterocyclic compounds; lactams; 6-hexanelactam (epsilon-caprolactam)
293372|Heterocyclic compounds; lactams; clobazam (INN) and methyprylon (INN)
293379|Heterocyclic compounds; lactams; other than 6-hexanelactam (epsilon caprolactam) and clobazam (INN) and methyprylon (INN)
293391|Heterocyclic compounds; alprazolam (INN), camazepam (INN), chlordiazepoxide (INN), clonazepam (INN), clorazepate, delorazepam (INN), diazepam (INN), estazolam (INN), ethyl loflazepate (INN), fludiazepam (INN), flunitrazepam (INN), (cont)
293392|Heterocyclic compounds; azinphos-methyl (ISO)
293399|Heterocyclic compounds; n.e.c. in headings no. 2933
2934|Nucleic acids and their salts, whether or not chemically defined; other heterocyclic compounds
293410|Heterocyclic compounds; containing an unfused thiazole ring (whether or not hydrogenated) in the structure
293420|Heterocyclic compounds; containing in the structure, a benzothiazole ring-system (whether or not hydrogenated), not further fused
293430|Heterocyclic compounds; containing in the structure, a phenothiazine ring-system (whether or not hydrogenated), not further fused
293491|Heterocyclic compounds; other heterocyclic compounds, n.e.c. in 2934.1, 2934.2 and 2934.3
293492|Heterocyclic compounds; other fentanyls n.e.c. in 2934, and their derivatives
293499|Nucleic acids and their salts, other heterocyclic compounds, n.e.c. in heading number 2934
2935|Sulphonamides
293510|Sulphonamides; N-methylperfluorooctane sulphonamide
293520|Sulphonamides; N-ethylperfluorooctane sulphonamide
293530|Sulphonamides; N-ethyl-N-(2-hydroxyethyl) perfluorooctane sulphonamide
293540|Sulphonamides; N-(2-hydroxyethyl)-N-methylperfluorooctane sulphonamide
293550|Sulphonamides; other perfluorooctane sulphonamides
293590|Sulphonamides; n.e.c. in heading no. 2935
2936|Provitamins, vitamins; natural or reproduced by synthesis (including natural concentrates) derivatives thereof used as vitamins, and intermixtures of the fore-going, whether or not in any solvent
293621|Vitamins; vitamins A and their derivatives, unmixed
293622|Vitamins; vitamin B1 and its derivatives, unmixed
293623|Vitamins; vitamin B2 and its derivatives, unmixed
293624|Vitamins; D- or DL-pantothenic acid (vitamin B5) and its derivatives, unmixed
293625|Vitamins; vitamin B6 and its derivatives, unmixed
293626|Vitamins; vitamin B12 and its derivatives, unmixed
293627|Vitamins; vitamin C and its derivatives, unmixed
293628|Vitamins; vitamin E and its derivatives, unmixed
293629|Vitamins; n.e.c. in item no. 2936.2, and their derivatives, unmixed
293690|Vitamins; n.e.c. in heading no. 2936, including natural concentrates
2937|Hormones, prostaglandins, thromboxanes and leukotrienes, natural or reproduced by synthesis; derivatives and structural analogues thereof, including chain modified polypeptides, used primarily as hormones.
293711|Polypeptide hormones, protein hormones and glycoprotein hormones, their derivatives and structural analogues; somatotropin, its derivatives and structural analogues
293712|Polypeptide hormones, protein hormones and glycoprotein hormones, their derivatives and structural analogues; insulin and its salts
293719|Polypeptide hormones, protein hormones and glycoprotein hormones, their derivatives and structural analogues; other than somatotropin, (its derivatives and structural anaologues) and insulin and its salts
293721|Steroidal hormones, their derivatives and structural analogues; cortisone, hydrocortisone, prednisone (dehydrocortisone) and prednisolone (dehydrohydrocortisone)
293722|Steroidal hormones, their derivatives and structural analogues; halogenated derivatives of corticosteroidal hormones
293723|Steroidal hormones, their derivatives and structural analogues; oestrogens and progestogens
293729|Steroidal hormones, their derivatives and structural analogues; other than cortisone, hydrocortisone, prednisone (dehydrocortisone), prednisolone (dehydrohydrocortisone), halogenated derivatives of corticosteroidal hormones, oestrogen and progestogens
293750|Prostaglandins, thromboxanes and leukotrienes, their derivatives and structural analogues
293790|Hormones, prostaglandins, thromboxanes and leukotrienes, natural or reproduced by synthesis; derivatives and structural analogues thereof, including chain modified polypeptides, used primarily as hormones, n.e.c. in heading 2937
2938|Glycosides, natural or reproduced by synthesis, and their salts, ethers, esters and other derivatives
293810|Glycosides; rutoside (rutin) and its derivatives
293890|Glycosides; natural or reproduced by synthesis, other than rutoside (rutin) and its derivatives
2939|Alkaloids; natural or reproduced by synthesis, and their salts, ethers, esters and other derivatives
293911|Alkaloids; of opium and their derivatives; salts thereof
293919|Alkaloids; of opium and their derivatives; other than in 2939.11, salts thereof
293920|Alkaloids; of cinchona and their derivatives; salts thereof
293930|Alkaloids; caffeine and its salts
293941|Alkaloids; of ephedrine and their derivatives; salts thereof
293942|Alkaloids; of ephedrine and their derivatives; pseudoephedrine (INN) and its salts
293943|Alkaloids; of ephedrine and their derivatives; cathine (INN) and its salts
293944|Alkaloids; of ephedrine and their derivatives; norephedrine and its salts
293945|Alkaloids; of ephedrine and their derivatives; levometamfetamine, metamfetamine (INN), metamefetamine racemate and their salts
293949|Alkaloids; of ephedrine and their derivatives; other than ephedrine, pseudoephedrine (INN), norephedrine, cathine (INN), levometamfetamine, metamfetamine (INN), metamefetamine racemate and their salts
293951|Alkaloids; theophylline and aminophylline (theophylline-ethylenediamine) and their derivatives; salts thereof, fenetylline (INN) and its salts
293959|Alkaloids; theophylline and aminophylline (theophylline-ethylenediamine) and their derivatives; salts thereof, other than fenetylline
293961|Alkaloids; of rye ergot and their derivatives, ergometrine (INN) and its salts
293962|Alkaloids; of rye ergot and their derivatives, ergotamine (INN) and its salts
293963|Alkaloids; of rye ergot and their derivatives, lysergic acid and its salts
293969|Alkaloids; of rye ergot and their derivatives, salts thereof, n.e.c. in item no. 2939.6
293972|Alkaloids; of vegetal origin, cocaine, ecgonine; salts, esters and other derivatives thereof
293979|Alkaloids; of vegetal origin, other than cocaine, ecgonine; salts, esters and other derivatives; n.e.c. in heading no. 2939
293980|Alkaloids; natural or reproduced by synthesis, and their salts, esters and other derivatives n.e.c. in heading no. 2939
2940|Sugars, chemically pure, other than sucrose, lactose, maltose, glucose and fructose; sugar ethers, sugar acetals and sugar esters, and their salts, other than the products of heading 29.37, 29.38, or 29.39
294000|Sugars, chemically pure, other than sucrose, lactose, maltose, glucose and fructose; sugar ethers, sugar acetals and sugar esters, and their salts, other than the products of heading 29.37, 29.38, or 29.39
2941|Antibiotics
294110|Antibiotics; penicillins and their derivatives with a penicillanic acid structure; salts thereof
294120|Antibiotics; streptomycins and their derivatives; salts thereof
294130|Antibiotics; tetracyclines and their derivatives; salts thereof
294140|Antibiotics; chloramphenicol and its derivatives; salts thereof
294150|Antibiotics; erythromycin and its derivatives; salts thereof
294190|Antibiotics; n.e.c. in heading no. 2941
2942|Organic compounds; n.e.c. in chapter 29
294200|Organic compounds; n.e.c. in chapter 29
30|Pharmaceutical products
3001|Glands and other organs (extracts, secretions thereof) for organo-therapeutic uses, dried, powdered or not; heparin and its salts; other human or animal substances for therapeutic or prophylactic uses n.e.c.
300120|Glands and other organs; extracts of glands or other organs or of their secretions, for organo-therapeutic uses
300190|Glands and other organs; heparin and its salts; other human or animal substances prepared for therapeutic or prophylactic uses, n.e.c. in heading 3001
3002|Human blood; animal blood for therapeutic, prophylactic or diagnostic uses; antisera, other blood fractions, immunological products, modified or obtained by biotechnological processes; vaccines, toxins, cultures of micro-organisms (excluding yeasts) etc
300212|Blood, human or animal, antisera, other blood fractions and immunological products; antisera and other blood fractions
300213|Blood, human or animal, antisera, other blood fractions and immunological products; immunological products, unmixed, not put up in measured doses or in forms or packings for retail sale
300214|Blood, human or animal, antisera, other blood fractions and immunological products; immunological products, mixed, put up in measured doses or in forms or packings for retail sale
300215|Blood, human or animal, antisera, other blood fractions and immunological products; immunological products, put up in measured doses or in forms or packings for retail sale
300241|Vaccines, toxins, cultures of micro-organisms (excluding yeasts) and similar products; for human medicine
300242|Vaccines, toxins, cultures of micro-organisms (excluding yeasts) and similar products; for veterinary medicine
300249|Toxins, cultures of micro-organisms (excluding yeasts) and similar products; n.e.c. in item 3002.3
300251|Cell cultures, whether or not modified; cell therapy products
300259|Cell cultures, whether or not modified; other cell cultures not including cell therapy products
300290|Toxins, cultures of micro-organisms (excluding yeasts) and similar products
3003|Medicaments; (not goods of heading no. 3002, 3005 or 3006) of two or more constituents mixed together for therapeutic or prophylactic use not in measured doses or in forms or packings for retail sale
300310|Medicaments; containing penicillins, streptomycins or their derivatives, for therapeutic or prophylactic uses, (not in measured doses, not packaged for retail sale)
300320|Medicaments; containing antibiotics other than penicillins, streptomycins and their derivatives, for therapeutic or prophylactic uses, (not in measured doses, not packaged for retail sale)
300331|Medicaments; containing insulin, for therapeutic or prophylactic uses, not packaged for retail sale
300339|Medicaments; containing hormones (excluding insulin), (but not containing antibiotics), for therapeutic or prophylactic uses, not packaged for retail sale
300341|Medicaments; containing alkaloids or their derivatives, containing ephedrine or its salts, for therapeutic or prophylactic uses, (not packaged for retail sale)
300342|Medicaments; containing alkaloids or their derivatives, containing pseudoephedrine (INN) or its salts, for therapeutic or prophylactic uses, (not packaged for retail sale)
300343|Medicaments; containing alkaloids or their derivatives, containing norephedrine or its salts, for therapeutic or prophylactic uses, (not packaged for retail sale)
300349|Medicaments; containing alkaloids or their derivatives; other than ephedrine, pseudoephedrine (INN) or norephedrine or their salts; for therapeutic or prophylactic uses, (not packaged for retail sale)
300360|Medicaments; containing antimalarial active principles described in subheading note 2 to this chapter, for therapeutic or prophylactic uses, (not packaged for retail sale)
300390|Medicaments; (not containing antibiotics, hormones, alkaloids or their derivatives), for therapeutic or prophylactic uses, (not packaged for retail sale)
3004|Medicaments; (not goods of heading no. 3002, 3005 or 3006) consisting of mixed or unmixed products for therapeutic or prophylactic use, put up in measured doses (incl. those in the form of transdermal admin. systems) or packed for retail sale
300410|Medicaments; containing penicillins, streptomycins or their derivatives, for therapeutic or prophylactic uses, packaged for retail sale
300420|Medicaments; containing antibiotics (other than penicillins, streptomycins or their derivatives), for therapeutic or prophylactic uses, packaged for retail sale
300431|Medicaments; containing insulin, for therapeutic or prophylactic uses, packaged for retail sale
300432|Medicaments; containing corticosteroid hormones, their derivatives or structural analogues (but not containing antibiotics), for therapeutic or prophylactic uses, packaged for retail sale
300439|Medicaments; containing hormones (but not insulin), adrenal cortex hormones or antibiotics, for therapeutic or prophylactic uses, packaged for retail sale
300441|Medicaments; containing alkaloids or their derivatives, containing ephedrine or its salts, for therapeutic or prophylactic uses, packaged for retail sale
300442|Medicaments; containing alkaloids or their derivatives, containing pseudoephedrine (INN) or its salts, for therapeutic or prophylactic uses, packaged for retail sale
300443|Medicaments; containing alkaloids or their derivatives, containing norephedrine or its salts, for therapeutic or prophylactic uses, packaged for retail sale
300449|Medicaments; containing alkaloids or their derivatives; other than ephedrine, pseudoephedrine (INN) or norephedrine or their salts; for therapeutic or prophylactic uses, packaged for retail sale
300450|Medicaments; containing vitamins or their derivatives, for therapeutic or prophylactic use, packaged for retail sale
300460|Medicaments; containing antimalarial active principles described in Subheading Note 2 to this Chapter, for therapeutic or prophylactic uses, packaged for retail sale
300490|Medicaments; consisting of mixed or unmixed products n.e.c. in heading no. 3004, for therapeutic or prophylactic uses, packaged for retail sale
3005|Wadding, gauze, bandages (dressings, adhesive plasters, poultices), impregnated or coated with pharmaceutical substances or in forms or packings for retail sale, for medical, surgical or veterinary use
300510|Dressings, adhesive; and other articles having an adhesive layer, packed for retail sale for medical, surgical, dental or veterinary purposes
300590|Wadding, gauze, bandages and similar articles; (excluding adhesive dressings), impregnated or coated with pharmaceutical substances, packaged for retail sale
3006|Pharmaceutical goods
300610|Pharmaceutical goods; sterile surgical catgut, suture materials, tissue adhesives, laminaria, laminaria tents, absorbable surgical or dental haemostatics, and surgical or dental adhesion barriers
300630|Pharmaceutical goods; opacifying preparations for x-ray examinations, diagnostic reagents designed to be administered to the patient
300640|Pharmaceutical goods; dental cements and other dental fillings, bone reconstruction cements
300650|Pharmaceutical goods; first aid boxes and kits
300660|Pharmaceutical goods; chemical contraceptive preparations based on hormones, on other products of heading 2937 or on spermicides
300670|Pharmaceutical goods; Gel preparations designed to be used in human or veterinary medicine as a lubricant for parts of the body for surgical operations or physical examinations or as a coupling agent between the body and medical instruments
300691|Pharmaceutical goods; appliances identifiable for ostomy use
300692|Pharmaceutical goods; waste pharmaceuticals
300693|Pharmaceutical goods; placebos and blinded (or double-blinded) clinical trial kits for a recognised clinical trial, put up in measured doses
31|Fertilizers
3101|Fertilizers; animal or vegetable, whether or not mixed together or chemically treated; fertilizers produced by the mixing or chemical treatment of animal or vegetable products
310100|Fertilizers, animal or vegetable; whether or not mixed together or chemically treated; fertilizers, produced by the mixing or chemical treatment of animal or vegetable products
3102|Fertilizers; mineral or chemical, nitrogenous
310210|Fertilizers, mineral or chemical; nitrogenous, urea, whether or not in aqueous solution
310221|Fertilizers, mineral or chemical; nitrogenous, ammonium sulphate
310229|Fertilizers, mineral or chemical; nitrogenous, other than ammonium sulphate
310230|Fertilizers, mineral or chemical; nitrogenous, ammonium nitrate, whether or not in aqueous solution
310240|Fertilizers, mineral or chemical; ammonium nitrate with calcium carbonate or other inorganic non-fertilizing substances, mixtures thereof
310250|Fertilizers, mineral or chemical; nitrogenous, sodium nitrate
310260|Fertilizers, mineral or chemical; nitrogenous, double salts and mixtures of calcium nitrate and ammonium nitrate
310280|Fertilizers, mineral or chemical; nitrogenous, mixtures of urea and ammonium nitrate in aqueous or ammoniacal solution
310290|Fertilizers, mineral or chemical; nitrogenous, other kinds including mixtures not specified in the foregoing subheadings
3103|Fertilizers; mineral or chemical, phosphatic
310311|Fertilizers, mineral or chemical; phosphatic, superphosphates, containing by weight 35% or more of diphosphorus pentaoxide (P2O5)
310319|Fertilizers, mineral or chemical; phosphatic, superphosphates, other than containing by weight 35% or more of diphosphorus pentaoxide (P2O5)
310390|Fertilizers, mineral or chemical; phosphatic, n.e.c. in heading no. 3103
3104|Fertilizers; mineral or chemical, potassic
310420|Fertilizers, mineral or chemical; potassic, potassium chloride
310430|Fertilizers, mineral or chemical; potassic, potassium sulphate
310490|Fertilizers, mineral or chemical; potassic, n.e.c. in heading no. 3104
3105|Fertilizers; mineral or chemical, containing 2 or 3 of the elements nitrogen, phosphorus, potassium; other fertilisers; goods of chapter 31 in tablets or packages of gross weight not exceeding 10kg
310510|Fertilizers, mineral or chemical; in tablets or similar forms or in packages of a gross weight not exceeding 10kg
310520|Fertilizers, mineral or chemical; containing the three fertilizing elements nitrogen, phosphorus and potassium
310530|Fertilizers, mineral or chemical; diammonium hydrogenorthophosphate (diammonium phosphate)
310540|Fertilizers, mineral or chemical; ammonium dihydrogenorthophosphate (monoammonium phosphate) and mixtures thereof with diammonium hydrogenorthophosphate (diammonium phosphate)
310551|Fertilizers, mineral or chemical; containing nitrates and phosphates
310559|Fertilizers, mineral or chemical; containing the two fertilizing elements nitrogen and phosphorus, other than nitrates and phosphates
310560|Fertilizers, mineral or chemical; containing the two fertilizing elements phosphorus and potassium
310590|Fertilizers, mineral or chemical; n.e.c. in heading no. 3105
32|Tanning or dyeing extracts; tannins and their derivatives; dyes, pigments and other colouring matter; paints, varnishes; putty, other mastics; inks
3201|Tanning extracts of vegetable origin; tannins and their salts, ethers, esters and other derivatives
320110|Tanning extracts of vegetable origin; quebracho extract
320120|Tanning extracts of vegetable origin; wattle extract
320190|Tanning extracts of vegetable origin; tannins and their salts, ethers, esters and other derivatives, (excluding quebracho or wattle extract)
3202|Tanning substances; synthetic organic or inorganic tanning substances; tanning preparations, whether or not containing natural tanning substances, enzymatic preparations for pre-tanning
320210|Tanning substances; synthetic organic tanning substances
320290|Tanning substances; inorganic tanning substances; tanning preparations, whether or not containing natural tanning substances; enzymatic preparations for pre- tanning
3203|Colouring matter of vegetable or animal origin (including dyeing extracts, not animal black); whether or not chemically defined; preparations based on colouring matter of vegetable or animal origin
320300|Colouring matter of vegetable or animal origin, including dyeing extracts not animal black, whether or not chemically defined; preparations based on colouring matter of vegetable or animal origin
3204|Synthetic organic colouring matter and preparations based thereon; synthetic organic products used as fluorescent brightening agents or as luminophores; whether or not chemically defined
320411|Dyes; disperse dyes and preparations based thereon
320412|Dyes; acid, whether or not premetallised and preparations based thereon, mordant dyes and preparations based thereon
320413|Dyes; basic dyes and preparations based thereon
320414|Dyes; direct dyes and preparations based thereon
320415|Dyes; vat dyes (including those usable in that state as pigments) and preparations based thereon
320416|Dyes; reactive dyes and preparations based thereon
320417|Dyes; pigments and preparations based thereon
320418|Dyes; carotenoid colouring matters and preparations based thereon
320419|Dyes; n.e.c., including mixtures of colouring matter of two or more of those from item no. 3204.11 to 3204.19
320420|Dyes; synthetic organic products of a kind used as fluorescent brightening agents
320490|Dyes; synthetic organic products n.e.c. in heading no. 3204 (e.g. of a kind used as luminophores), whether or not chemically defined
3205|Colour lakes; preparations based on colour lakes as specified in note 3 to this chapter
320500|Colour lakes; preparations based on colour lakes as specified in note 3 to this chapter
3206|Colouring matter and preparations thereof n.e.c. in heading no. 3203, 3204, 3205; inorganic products, kind used as luminophores whether or not chemically defined
320611|Colouring matter; pigments and preparations based on titanium dioxide, containing 80% or more by weight of titanium dioxide calculated on the dry matter
320619|Colouring matter; pigments and preparations based on titanium dioxide, containing less than 80% by weight of titanium dioxide calculated on the dry weight
320620|Colouring matter; pigments and preparations based on chromium compounds
320641|Colouring matter; ultramarine and preparations based thereon
320642|Colouring matter; lithopone and other pigments and preparations based on zinc sulphide
320649|Colouring matter; other preparations n.e.c. in item no. 3206.4
320650|Colouring matter; inorganic products of a kind used as luminophores
3207|Pigments, prepared; opacifiers, colours, vitrifiable enamels, glazes, engobes (slips), liquid lustres etc as used in the ceramic enamelling or glass industry; glass frit and powder, granules or flakes
320710|Pigments; prepared pigments, opacifiers, colours and similar preparations
320720|Enamels and glazes; vitrifiable enamels and glazes, engobes (slips) and similar preparations
320730|Lustres; liquid lustres and similar preparations
320740|Glass; glass frit and other glass, in the form of powder, granules or flakes
3208|Paints, varnishes; (enamels and lacquers) based on synthetic polymers or chemically modified natural polymers, dispersed or dissolved in a non-aqueous medium
320810|Paints and varnishes; based on polyesters, dispersed or dissolved in a non-aqueous medium
320820|Paints and varnishes; based on acrylic or vinyl polymers, dispersed or dissolved in a non-aqueous medium
320890|Paints and varnishes; based on polymers n.e.c. in heading no. 3208, dispersed or dissolved in a non-aqueous medium
3209|Paints and varnishes (including enamels and lacquers) based on synthetic or chemically modified natural polymers, dispersed or dissolved in an aqueous medium
320910|Paints and varnishes; based on acrylic or vinyl polymers, dispersed or dissolved in an aqueous medium
320990|Paints and varnishes; (based on polymers other than acrylic or vinyl), dispersed or dissolved in an aqueous medium
3210|Paints and varnishes (including enamels, lacquers and distempers), excluding those of heading no. 3209, prepared water pigments of a kind used for finishing leather
321000|Paints and varnishes; (including enamels, lacquers and distempers), prepared water pigments of a kind used for finishing leather
3211|Driers; prepared
321100|Driers; prepared
3212|Pigments (metallic powders and flakes) dispersed in non-aqueous media in liquid or paste form, as used in manufacture of paints (including enamels); stamping foils, dyes etc in forms, packing for retail sale
321210|Pigments; of a kind used in the manufacture of paints, stamping foils
321290|Pigments; of a kind used in the manufacture of paints, other than stamping foils
3213|Colours; artists, students, or signboard painters, modifying tints, amusement colours and the like; in tablets, tubes, jars, bottles, pan or in similar forms or packings
321310|Colours; in sets, of a kind used by artists, students or signboard painters
321390|Colours; (other than in sets), of a kind used by artists, students or signboard painters
3214|Glaziers' putty, grafting putty, resin cements, caulking compounds and other mastics; painters' fillings; non-refractory surfacing preparations for facades, indoor walls, floors, ceilings or the like
321410|Mastics; painters' fillings
321490|Mastics; n.e.c. in heading no. 3214
3215|Ink; printing, writing or drawing ink and other inks; whether or not concentrated or solid
321511|Ink; for printing, black, whether or not concentrated or solid
321519|Ink; for printing, other than black, whether or not concentrated or solid
321590|Ink; writing, drawing and other inks, n.e.c. in heading no. 3215, whether or not concentrated or solid
33|Essential oils and resinoids; perfumery, cosmetic or toilet preparations
3301|Oils; essential (concretes, absolutes); concentrates thereof in fats, fixed oils, waxes or the like (obtained by enfleurage or maceration); aqueous distillates, solutions and terpenic by-products thereof; resinoids; extracted oleoresins
330112|Oils, essential; of orange (terpeneless or not), including concretes and absolutes
330113|Oils, essential; of lemon (terpeneless or not), including concretes and absolutes
330119|Oils, essential; of citrus fruits n.e.c. in heading no. 3301 (terpeneless or not), including concretes and absolutes
330124|Oils, essential; of peppermint (Mentha piperita), terpeneless or not, including concretes and absolutes
330125|Oils, essential; of mints (excluding peppermint), terpeneless or not, including concretes and absolutes
330129|Oils, essential; n.e.c. in heading no. 3301 (terpeneless or not), including concretes and absolutes
330130|Resinoids
330190|Oils, essential; concentrates in fats, fixed oils, waxes and the like, terpenic by-products, aqueous distillates and solutions, extracted oleoresins, n.e.c. in heading no. 3301
3302|Odoriferous substances and mixtures (including alcoholic solutions) with a basis of one or more of these substances, of a kind used as raw materials in industry; other preparations based on odoriferous substances, of a kind used for beverage manufacture
330210|Odoriferous substances and mixtures; of a kind used in the food or drink industries
330290|Odoriferous substances and mixtures; used as raw materials in industries other than the food or drink industries
3303|Perfumes and toilet waters
330300|Perfumes and toilet waters
3304|Cosmetic and toilet preparations; beauty, make-up and skin care preparations (excluding medicaments, including sunscreen or sun tan preparations), manicure or pedicure preparations
330410|Cosmetic and toilet preparations; lip make-up
330420|Cosmetic and toilet preparations; eye make-up
330430|Cosmetic and toilet preparations; manicure or pedicure preparations
330491|Cosmetic and toilet preparations; powders, whether or not compressed (excluding lip, eye, manicure or pedicure preparations)
330499|Cosmetic and toilet preparations; n.e.c. in heading no. 3304, for the care of the skin (excluding medicaments, including sunscreen or sun tan preparations)
3305|Hair preparations; for use on the hair
330510|Hair preparations; shampoos
330520|Hair preparations; for permanent waving or straightening
330530|Hair preparations; lacquers
330590|Hair preparations; n.e.c. in heading no. 3305
3306|Oral or dental hygiene preparations; including fixative pastes and powders; yarn used to clean between the teeth (dental floss), in individual retail packages
330610|Oral or dental hygiene preparations; dentifrices
330620|Oral or dental hygiene preparations; yarn used to clean between the teeth (dental floss)
330690|Oral or dental hygiene preparations; other than dentifrices
3307|Perfumery, cosmetic or toilet preparations; pre-shave, shaving, after-shave, bath preparations; personal deodorants and depilatories; room deodorisers, perfumed or not with disinfectant properties or not
330710|Perfumery, cosmetic or toilet preparations; pre-shave, shaving or after-shave preparations
330720|Perfumery, cosmetic or toilet preparations; personal deodorants and antiperspirants
330730|Perfumery, cosmetic or toilet preparations; perfumed bath salts and other bath preparations
330741|Perfumes and deodorizers; perfuming or deodorizing preparations for rooms, agarbatti and other odoriferous preparations which operate by burning (including those used during religious rites)
330749|Perfumes and deodorizers; perfuming or deodorizing preparations for rooms, (excluding those which operate by burning)
330790|Perfumes and deodorizers; perfuming or deodorizing preparations n.e.c. in heading no. 3307
34|Soap, organic surface-active agents; washing, lubricating, polishing or scouring preparations; artificial or prepared waxes, candles and similar articles, modelling pastes, dental waxes and dental preparations with a basis of plaster
3401|Soap; organic surface-active preparations used as soap, skin washing, in bars, cakes, moulded pieces, shapes, liquid or cream, containing soap or not; for retail, paper, wadding, felt and nonwovens, impregnated, coated or covered with soap or detergent
340111|Soap and organic surface-active products; in the form of bars, cakes, moulded shapes, and paper, wadding, felt and nonwovens, impregnated, coated or covered with soap or detergent, for toilet use (including medicated products)
340119|Soap and organic surface-active products; in the form of bars, cakes, moulded shapes, and paper, wadding, felt and nonwovens, impregnated, coated or covered with soap or detergent, not for toilet use
340120|Soap; in forms n.e.c. in item no. 3401.11
340130|Organic surface-active products and preparations for washing the skin, in the form of liquid or cream and put up for retail sale, whether or not containing soap
3402|Organic surface-active agents (not soap); surface-active, washing (including auxiliary washing) and cleaning preparations, containing soap or not, excluding those of heading no. 3401
340231|Anionic organic surface-active agents (other than soap); linear alkylbenzene sulphonic acids and their salts, whether or not put up for retail sale
340239|Anionic organic surface-active agents (other than soap); other than linear alkylbenzene sulphonic acids and their salts, whether or not put up for retail sale
340241|Organic surface-active agents; cationic (other than soap), whether or not put up for retail sale
340242|Organic surface-active agents; non-ionic (other than soap), whether or not put up for retail sale
340249|Organic surface-active agents; whether or not put up for retail sale, n.e.c. in item no. 3402
340250|Washing and cleaning preparations; powders, flakes and granules, surface-active, whether or not containing soap (excluding those of heading no. 3401), put up for retail sale
340290|Washing and cleaning preparations; surface-active, whether or not containing soap (excluding those of heading no. 3401), including auxiliary washing preparations, not for retail sale
3403|Lubricating preparations and those used in oil or grease treatment of textile and similar materials; excluding preparations containing 70% or more (by weight) of petroleum or bituminous mineral oils
340311|Lubricating preparations; for the treatment of textile and similar materials (leather, furskins etc), containing less than 70% (by weight) of petroleum oils or oils obtained from bituminous minerals
340319|Lubricating preparations; (other than for the treatment of textile and similar materials), containing less than 70% (by weight) of petroleum oils or oils obtained from bituminous minerals
340391|Lubricating preparations; for the treatment of textile and similar materials (leather, furskins etc), (not containing petroleum oils or oils obtained from bituminous minerals)
340399|Lubricating preparations; other than for the treatment of textile and similar materials, not containing petroleum oils or oils obtained from bituminous minerals
3404|Waxes; artificial, prepared
340420|Waxes; artificial and prepared, of poly(oxyethylene) (polyethylene glycol)
340490|Waxes; artificial and prepared, other than of polyethylene glycol
3405|Polishes, creams, scouring pastes, powders and similar; in any form, (including articles impregnated, coated or covered with such), for furniture, footwear, floors, coachwork, glass or metal
340510|Polishes, creams and similar preparations; for footwear or leather, excluding waxes of heading no. 3404
340520|Polishes, creams and similar preparations; for the maintenance of wooden furniture, floors or other woodwork, excluding waxes of heading no. 3404
340530|Polishes, creams and similar preparations; for coachwork, other than metal polishes, excluding waxes of heading no. 3404
340540|Scouring pastes and powders and other scouring preparations; (whether or not in the form of paper, wadding, felt, nonwovens, cellular plastics, cellular rubber, impregnated, coated or covered)
340590|Polishes, creams and similar preparations; n.e.c. in heading no. 3405, excluding waxes of heading no. 3404
3406|Candles, tapers and the like
340600|Candles, tapers and the like
3407|Modelling pastes, including those for children; dental wax, impression compounds, in sets or packings for retail sale or in plates and similar forms; dentistry preparations with plaster base
340700|Modelling pastes; preparations known as dental wax, put up in sets, in packings for retail sale or in plates, horseshoe shapes, sticks or similar forms, other preparations for use in dentistry
35|Albuminoidal substances; modified starches; glues; enzymes
3501|Casein, caseinates and other casein derivatives; casein glues
350110|Casein
350190|Caseinates and other casein derivatives; casein glues
3502|Albumins (including concentrates of two or more whey proteins, containing by weight more than 80% whey proteins, calculated on the dry matter), albuminates and other albumin derivatives
350211|Albumins; egg albumin, dried
350219|Albumins; egg albumin, not dried
350220|Albumins; milk albumin, including concentrates of two or more whey proteins
350290|Albumins, albuminates and other albumin derivatives; other than egg or milk albumin, including concentrates of two or more whey proteins
3503|Gelatin (including gelatin in rectangular sheets, whether or not surface-worked or coloured) and gelatin derivatives; isinglass; other glues of animal origin, excluding casein glues of heading no. 3501
350300|Gelatin (including gelatin in rectangular sheets, whether or not surface-worked or coloured) and gelatin derivatives; isinglass; other glues of animal origin, excluding casein glues of heading no. 3501
3504|Peptones and their derivatives; other protein substances and their derivatives n.e.c. or included; hide powder, whether or not chromed
350400|Peptones and their derivatives; other protein substances and their derivatives n.e.c. or included, hide powder, whether or not chromed
3505|Dextrins and other modified starches (e.g. pregelatinised or esterified starches); glues based on starches or on dextrins or other modified starches
350510|Dextrins and other modified starches
350520|Glues; based on starches, or on dextrins or other modified starches
3506|Prepared glues and other prepared adhesives, n.e.c. or included; products suitable for use as glues or adhesives, put up for retail sale as glues or adhesives, not exceeding 1kg net weight
350610|Glues or adhesives; prepared, products suitable for use as glues or adhesives, put up for retail sale as glues or adhesives, not exceeding a net weight of 1kg
350691|Adhesives; prepared, based on polymers of heading 3901 to 3913 or on rubber
350699|Glues and other adhesives; prepared, n.e.c. in heading no. 3506, not exceeding a net weight of 1kg
3507|Enzymes; prepared enzymes not elsewhere specified or included
350710|Enzymes; rennet and concentrates thereof
350790|Enzymes and prepared enzymes; other than rennet and concentrates thereof
36|Explosives; pyrotechnic products; matches; pyrophoric alloys; certain combustible preparations
3601|Explosives; propellent powders
360100|Explosives; propellent powders
3602|Prepared explosives, other than propellent powders
360200|Explosives, prepared; other than propellent powders
3603|Safety fuses; detonating cords; percussion or detonating caps; igniters; electric detonators
360310|Safety fuses
360320|Detonating cords
360330|Percussion caps
360340|Detonating caps
360350|Igniters
360360|Electric detonators
3604|Fireworks, signalling flares, rain rockets, fog signals and other pyrotechnic articles
360410|Pyrotechnic products; fireworks
360490|Pyrotechnic products; signalling flares, rain rockets, fog signals and other pyrotechnic articles (excluding fireworks)
3605|Matches; other than pyrotechnic articles of heading no. 3604
360500|Matches; other than pyrotechnic articles of heading no. 3604
3606|Ferro-cerium and other pyrophoric alloys in all forms; articles of combustible materials n.e.c. in chapter 36
360610|Fuels; liquid or liquefied-gas, in containers, of a kind used for filling or refilling cigarette or similar lighters and of a capacity not exceeding 300cm3
360690|Ferro-cerium and other pyrophoric alloys in all forms; articles of combustible materials n.e.c. in chapter 36
37|Photographic or cinematographic goods
3701|Photographic plates and film in the flat, sensitised, unexposed, of any material other than paper, paperboard or textiles; instant print film in the flat, sensitised, unexposed, whether or not in packs
370110|Photographic plates and film; for x-ray, in the flat, sensitised, unexposed, of any material other than paper, paperboard or textiles
370120|Photographic plates and film; instant print film, in the flat, sensitised, unexposed, whether or not in packs
370130|Photographic plates and film; in the flat, sensitised, unexposed, with any side exceeding 225mm, of any materials other than paper, paperboard or textiles
370191|Photographic plates and film; for colour photography (polychrome), in the flat, sensitised, unexposed, with no side exceeding 255mm, of any material other than paper, paperboard or textiles
370199|Photographic plates and film; (for other than colour photography), in the flat, sensitised, unexposed, with no side exceeding 255mm, of any material other than paper, paperboard or textiles
3702|Photographic film in rolls, sensitised, unexposed, of any material other than paper, paperboard or textiles; instant print film in rolls, sensitised, unexposed
370210|Photographic film; for x-rays, in rolls, sensitised and unexposed (other than of paper, paperboard or textiles)
370231|Photographic film; for colour photography (polychrome), in rolls, sensitised, unexposed, without sprocket holes, of a width not exceeding 105mm (other than of paper, paperboard or textiles)
370232|Photographic film; in rolls, with silver halide emulsion, sensitised, unexposed, without sprocket holes, of a width not exceeding 105mm (other than of paper, paperboard or textiles)
370239|Photographic film; in rolls, (other than with silver halide emulsion and for colour photography), sensitised, unexposed, without sprocket holes, of a width not exceeding 105mm (other than of paper, paperboard or textiles)
370241|Photographic film; for colour photography (polychrome), in rolls, sensitised, unexposed, without sprocket holes, of a width exceeding 610mm and of a length exceeding 200m (other than of paper, paperboard or textiles)
370242|Photographic film; in rolls, (other than for colour photography), sensitised, unexposed, without sprocket holes, of a width exceeding 610mm and of a length exceeding 200m (other than of paper, paperboard or textiles)
370243|Photographic film; in rolls, sensitised, unexposed, without sprocket holes, of a width exceeding 610mm and of a length not exceeding 200m (other than of paper, paperboard or textiles)
370244|Photographic film; in rolls, sensitised, unexposed, without sprocket holes, of a width exceeding 105mm but not exceeding 610mm (other than of paper, paperboard or textiles)
370252|Photographic film; for colour photography (polychrome), in rolls, sensitised, unexposed, of a width not exceeding 16mm (other than of paper, paperboard or textiles)
370253|Photographic film; for colour photography (polychrome) slides, in rolls, sensitised, unexposed, of a width exceeding 16mm but not exceeding 35mm and of a length not exceeding 30m (other than of paper, paperboard or textiles)
370254|Photographic film; for colour photography (polychrome), in rolls, sensitised, unexposed, of a width exceeding 16mm but not 35mm and of a length not exceeding 30m, excluding film for slides (other than of paper, paperboard or textiles)
370255|Photographic film; for colour photography (polychrome), in rolls, sensitised, unexposed, of a width exceeding 16mm but not 35mm and of a length exceeding 30m (other than of paper, paperboard or textiles)
370256|Photographic film; for colour photography (polychrome), in rolls, sensitised, unexposed, of a width exceeding 35mm (other than of paper, paperboard or textiles)
370296|Photographic film; other than for colour photography, in rolls, sensitised, unexposed, of a width not exceeding 35mm and of a length not exceeding 30m (other than of paper, paperboard or textiles)
370297|Photographic film; other than for colour photography, in rolls, sensitised, unexposed, of a width not exceeding 35mm and of a length exceeding 30m (other than paper, paperboard or textiles)
370298|Photographic film; other than for colour photography, in rolls, sensitised, unexposed, of a width exceeding 35mm (other than of paper, paperboard or textiles)
3703|Photographic paper, paperboard and textiles; sensitised, unexposed
370310|Photographic paper, paperboard and textiles; in rolls, sensitised, unexposed, of a width exceeding 610mm
370320|Photographic paper, paperboard and textiles; for colour photography (polychrome), (other than in rolls of a width exceeding 610mm), sensitised, unexposed
370390|Photographic paper, paperboard and textiles; (for other than colour photography, other than in rolls of a width exceeding 610mm), sensitised, unexposed
3704|Photographic plates, film, paper, paperboard and textiles, exposed but not developed
370400|Photographic plates, film, paper, paperboard and textiles; exposed but not developed
3705|Photographic plates and film; exposed and developed, other than cinematographic film
370500|Photographic plates and film; exposed and developed, other than cinematographic film
3706|Cinematographic film; exposed and developed, whether or not incorporating sound track or consisting only of sound track
370610|Cinematographic film; exposed and developed, whether or not incorporating sound track or consisting only of sound track, of a width of 35cm or more
370690|Cinematographic film; exposed and developed, whether or not incorporating a sound track or consisting only of sound track, of a width less than 35mm
3707|Chemical preparations for photographic uses (other than varnishes, glues, adhesives and similar preparations); unmixed products for photographic uses, put up in measured portions or for retail sale
370710|Photographic goods; sensitised emulsions, put up in measured portions or put up for retail sale in a form ready for use
370790|Photographic goods; chemical preparations other than sensitised emulsions, put up in measured portions or put up for retail sale in a form ready for use
38|Chemical products n.e.c.
3801|Artificial graphite; colloidal or semi-colloidal graphite; preparations based on graphite or other carbon in the form of pastes, blocks, plates or other semi-manufactures
380110|Graphite; artificial
380120|Graphite; colloidal or semi-colloidal
380130|Carbonaceous pastes; for electrodes and similar pastes for furnace linings
380190|Graphite or other carbon based preparations; in the form of pastes, blocks, plates or other semi-manufactures
3802|Activated carbon; activated natural mineral products; animal black, including spent animal black
380210|Carbon; activated
380290|Chemical products; activated natural mineral products, animal black, including spent animal black
3803|Tall oil, whether or not refined
380300|Chemical products; tall oil, whether or not refined
3804|Residual lyes from the manufacture of wood pulp, whether or not concentrated, desugared or chemically treated, including lignin sulphonates, but excluding tall oil of heading no. 3803
380400|Lyes, residual; from the manufacture of wood pulp, whether or not concentrated, desugared or chemically treated, including lignin sulphonates but excluding tall oil of heading no. 3803
3805|Gum, wood or sulphate turpentine, other terpenic oils; crude dipentene; sulphite turpentine, other crude para-cymene; pine oil containing alpha-terpineol as the main constituent
380510|Terpenic oils; gum, wood or sulphate turpentine oils
380590|Terpenic oils; produced by the treatment of coniferous woods, crude dipentene, sulphite turpentine and other crude para-cymene, n.e.c. in heading no. 3805
3806|Rosin and resin acids and derivatives thereof; rosin spirit and rosin oils; run gums
380610|Rosin and resin acids
380620|Rosin and resin; salts of rosin, of resin acids or of derivatives of rosin or resin acids, other than salts of rosin adducts
380630|Ester gums
380690|Rosin; spirit and oils, n.e.c. in heading no. 3806
3807|Wood tar; wood tar oils; wood creosote; wood naphtha; vegetable pitch; brewers' pitch and similar preparations based on rosin, resin acids or on vegetable pitch
380700|Wood tar; wood tar oils; wood creosote; wood naphtha; vegetable pitch; brewers' pitch and similar preparations based on rosin, resin acids or on vegetable pitch
3808|Insecticides, rodenticides, fungicides, herbicides, anti-sprouting products, plant growth regulators, disinfectants and the like, put up in forms or packings for retail sale or as preparations or articles
380852|Insecticides and the like; containing goods specified in Subheading Note 1 to this Chapter; for retail sale or as preparations or articles; DDT (ISO) (clofenotane (INN)), in packings of 300g or less
380859|Insecticides, rodenticides, fungicides, disinfectants, herbicides and the like; containing goods specified in Subheading Note 1 to this Chapter; not DDT (ISO) (clofenotane (INN)), put up in forms or packings for retail sale or as preparations or articles
380861|Insecticides and the like; containing goods specified in Subheading Note 2 to this Chapter; in packings of a net weight content not exceeding 300g; for retail sale or as preparations or articles
380862|Insecticides; containing goods specified in Subheading Note 2 to this Chapter; put up in forms or packings for retail sale or as preparations or articles, in packings of a net weight content exceeding 300g but not exceeding 7.5kg
380869|Insecticides; containing goods named in Subheading Note 2 to this Chapter, put up in forms or packings for retail sale or as preparations or articles, in packings of a net weight content exceeding 7.5kg
380891|Insecticides; other than containing goods specified in Subheading Notes 1 & 2 to this Chapter; put up in forms or packings for retail sale or as preparations or articles
380892|Fungicides; other than containing goods specified in Subheading Note 1 to this Chapter; put up in forms or packings for retail sale or as preparations or articles
380893|Herbicides, anti-sprouting products and plant-growth regulators; other than containing goods of Subheading Note 1 to this Chapter; put up in forms or packings for retail sale or as preparations or articles
380894|Disinfectants; other than containing goods specified in Subheading Note 1 in this Chapter; put up in forms or packings for retail sale or as preparations or articles
380899|Rodenticides and other similar products n.e.c. in heading no. 3808.9; other than containing goods specified in Subheading Note 1 in this Chapter, put up in forms or packings for retail sale or as preparations or articles
3809|Finishing agents, dye carriers to accelerate the dyeing, fixing of dyestuffs, other products and preparations, of a kind used in the textile, paper, leather or like industries, n.e.c. or included
380910|Finishing agents and dye carriers; to accelerate dyeing or fixing of dye-stuffs, other products and preparations, used in textile, paper, leather etc industries, with basis of amylaceous substances, n.e.c.
380991|Finishing agents and dye carriers; to accelerate dyeing or fixing of dye-stuffs, other products and preparations, used in the textile industry (excluding those with a basis of amylaceous substances)
380992|Finishing agents and dye carriers; to accelerate dyeing or fixing of dye-stuffs, other products and preparations, used in the paper industry (excluding those with a basis of amylaceous substances)
380993|Finishing agents and dye carriers; to accelerate dyeing or fixing of dye-stuffs, other products and preparations, used in the leather or like (excluding paper and textile) industries, (excluding those with a basis of amylaceous substances)
3810|Metal-pickling preparations; fluxes etc for soldering, brazing; welding powders, pastes of metal and other materials; preparations used as cores or coatings for welding electrodes or rods
381010|Pickling preparations for metal surfaces; soldering, brazing or welding powders and pastes consisting of metal and other materials
381090|Fluxes and other auxiliary preparations; for soldering, brazing or welding, or preparations used as cores or coatings for welding electrodes or rods
3811|Anti-knock preparations, oxidation and gum inhibitors, viscosity improvers, anti-corrosive preparations and the like, for mineral oils (including gasoline) or other liquids used for the same purposes
381111|Anti-knock preparations; based on lead compounds
381119|Anti-knock preparations; other than those based on lead compounds
381121|Lubricating oil additives; containing petroleum oils or oils obtained from bituminous minerals
381129|Lubricating oil additives; not containing petroleum oils or oils obtained from bituminous minerals
381190|Oxidation and gum inhibitors, viscosity improvers, anti-corrosive preparations, other prepared additives for mineral oils or liquids used as mineral oils (including gasoline), n.e.c. in heading no. 3811
3812|Prepared rubber accelerators; compound plasticisers for rubber or plastics, n.e.c. or included; anti-oxidising preparations and other compound stabilisers for rubber or plastics
381210|Rubber accelerators; prepared
381220|Plasticisers, compound; for rubber or plastics
381231|Anti-oxidising preparations and other compound stabilisers; for rubber or plastics, mixtures of oligomers of 2,2,4-trimethyl-1,2-dihydroquinoline (TMQ)
381239|Anti-oxidising preparations and other compound stabilisers; for rubber or plastics, other than mixtures of oligomers of 2,2,4-trimethyl-1,2-dihydroquinoline (TMQ)
3813|Preparations and charges for fire extinguishers; charged fire-extinguishing grenades
381300|Fire-extinguishers; preparations and charges and charged fire-extinguishing grenades
3814|Organic composite solvents and thinners, not elsewhere specified or included; prepared paint or varnish removers
381400|Solvents and thinners; organic composite solvents and thinners, n.e.c. or included, prepared paint or varnish removers
3815|Reaction initiators, reaction accelerators and catalytic preparations n.e.c. or included
381511|Catalysts, supported; reaction initiators, reaction accelerators and catalytic preparations, with nickel or nickel compounds as the active substance, n.e.c. or included
381512|Catalysts, supported; reaction initiators, reaction accelerators and catalytic preparations, with precious metal or precious metal compounds as the active substance, n.e.c. or included
381519|Catalysts, supported; reaction initiators, reaction accelerators and catalytic preparations, with an active substance other than nickel or precious metals or their compounds, n.e.c. or included
381590|Reaction initiators, reaction accelerators and catalytic preparations, unsupported, n.e.c. or included
3816|Refractory cements, mortars, concretes and similar compositions, including dolomite ramming mix, other than products of heading 38.01
381600|Refractory cements, mortars, concretes and similar compositions, including dolomite ramming mix, other than products of heading 38.01
3817|Mixed alkylbenzenes and mixed alkylnaphthalenes, other than those of heading no. 2707 or 2902
381700|Mixed alkylbenzenes and mixed alkylnaphthalenes, other than those of heading no. 2707 or 2902
3818|Chemical elements doped for use in electronics, in the form of discs, wafers or similar forms; chemical compounds doped for use in electronics
381800|Chemical elements; doped for use in electronics, in the form of discs, wafers or similar forms; chemical compounds doped for use in electronics
3819|Hydraulic brake fluids and other prepared liquids for hydraulic transmission, not containing or containing less than 70% by weight of petroleum oils or oils obtained from bituminous minerals
381900|Hydraulic fluids; for brakes and other prepared liquids for hydraulic transmission, not containing or containing less than 70% by weight of petroleum oils or oils obtained from bituminous minerals
3820|Anti-freezing preparations and prepared de-icing fluids
382000|Anti-freezing preparations and prepared de-icing fluids
3821|Prepared culture media for the development or maintenance of micro-organisms (including viruses and the like) or of plant, human or animal cells
382100|Prepared culture media for the development or maintenance of micro-organisms (including viruses and the like) or of plant, human or animal cells
3822|Reagents; diagnostic or laboratory reagents on a backing, prepared diagnostic or laboratory reagents whether or not on a backing, whether or not put up in the form of kits, other than those of heading 30.06; certified reference materials
382211|Reagents; diagnostic or laboratory reagents on a backing, prepared diagnostic or laboratory reagents whether or not on a backing, whether or not put up in the form of kits; for malaria
382212|Reagents; diagnostic or laboratory reagents on a backing, prepared diagnostic or laboratory reagents whether or not on a backing, whether or not put up in the form of kits; for zika and other diseases transmitted by mosquitoes of the genus Aedes
382213|Reagents; diagnostic or laboratory reagents on a backing, prepared diagnostic or laboratory reagents whether or not on a backing, whether or not put up in the form of kits; for blood grouping
382219|Reagents; diagnostic or laboratory reagents on a backing, prepared diagnostic or laboratory reagents whether or not on a backing, whether or not put up in the form of kits; n.e.c.in item 3822.1
382290|Reagents; diagnostic or laboratory reagents on a backing, prepared diagnostic or laboratory reagents whether or not on a backing, or put up in the form of kits, other than those of heading 30.06; certified reference materials, n.e.c. in heading 3822
3823|Industrial monocarboxylic fatty acids; acid oils from refining; industrial fatty alcohols
382311|Industrial monocarboxylic fatty acids, acid oils from refining; stearic acid
382312|Industrial monocarboxylic fatty acids, acid oils from refining; oleic acid
382313|Industrial monocarboxylic fatty acids, acid oils from refining; tall oil fatty acids
382319|Industrial monocarboxylic fatty acids; acid oils from refining; (other than stearic acid, oleic acid or tall oil fatty acids)
382370|Industrial fatty alcohols
3824|Prepared binders for foundry moulds or cores; chemical products and preparations of the chemical or allied industries (including those consisting of mixtures of natural products), not elsewhere specified or included
382410|Binders, prepared; for foundry moulds or cores
382430|Metal carbides, non-agglomerated; mixed together or with metallic binders
382440|Cements, mortars or concretes; their prepared additives
382450|Mortars and concretes; non-refractory
382460|Sorbitol; other than that of subheading no. 2905.44
382481|Chemical products, mixtures and preparations; containing goods specified in Subheading Note 3 to this Chapter; containing oxirane (ethylene oxide)
382482|Chemical products, mixtures and preparations; containing goods specified in Subheading Note 3 to this Chapter; containing polychlorinated biphenyls (PCBs), polychlorinated terphenyls (PCTs) or polybrominated biphenyls (PBBs)
382483|Chemical products, mixtures and preparations; containing goods specified in Subheading Note 3 to this Chapter; containing tris(2,3-dibromopropyl) phosphate
382484|Chemical products, mixtures and preparations; containing aldrin, camphechlor (toxaphene), chlordane, chlordecone, DDT (chlorfenotane, 1,1,1-trichloro-2,2-bis(p-chlorophenyl)ethane), dieldrin, endosulfan, endrin, heptachlor or mirex
382485|Chemical products, mixtures and preparations; containing goods specified in Subheading Note 3 to this Chapter; containing 1,2,3,4,5,6-hexachlorocyclohexane (HCH (ISO)), including lindane (ISO, INN)
382486|Chemical products, mixtures and preparations; containing goods specified in Subheading Note 3 to this Chapter; containing pentachlorobenzene (ISO) or hexachlorobenzene (ISO)
382487|Chemical products, mixtures and preparations; containing goods specified in Subheading Note 3 to this Chapter; containing perfluorooctane sulphonic acid, its salts, perfluorooctane sulphonamides, or perfluorooctane sulphonyl fluoride
382488|Chemical products, mixtures and preparations; containing goods specified in Subheading Note 3 to this Chapter; containing tetra-, penta-, hexa-, hepta- or octabromodiphenyl ethers
382489|Chemical products, mixtures and preparations; containing goods specified in Subheading Note 3 to this Chapter; containing short-chain chlorinated paraffins
382491|Chemical products, mixtures and preparations; consisting mainly of (5-ethyl-2-methyl-2-oxido-1,3,2-dioxaphosphinan-5-yl)methyl methyl methylphosphonate and bis[(5-ethyl-2-methyl-2-oxido-1,3,2-dioxaphosphinan-5-yl)methyl] methylphosphonate
382492|Chemical products, mixtures and preparations; polyglycol esters of methylphosphonic acid
382499|Chemical products, mixtures and preparations; n.e.c. heading 3824
3825|Residual products of the chemical or allied industries, not elsewhere specified or included; municipal waste; sewage sludge; other residual products.
382510|Residual products of the chemical or allied industries, not elsewhere specified or included; municipal waste
382520|Residual products of the chemical or allied industries, not elsewhere specified or included; sewage sludge
382530|Residual products of the chemical or allied industries, not elsewhere specified or included; clinical waste
382541|Residual products of the chemical or allied industries, not elsewhere specified or included; halogenated waste organic solvents
382549|Residual products of the chemical or allied industries, not elsewhere specified or included; waste organic solvents, other than halogenated
382550|Residual products of chemical or allied industries, not elsewhere specified or included; wastes of metal pickling liquors, hydraulic fluids, brake fluids and anti-freeze fluids
382561|Residual products of the chemical or allied industries, not elsewhere specified or included; (other than sewage sludge, municipal waste or waste covered in 27.10); other wastes n.e.c. in 3825; those mainly containing organic constituents
382569|Residual products of the chemical or allied industries, not elsewhere specified or included; (other than sewage sludge, municipal waste or waste covered by 27.10); other wastes n.e.c. in 3825; except those mainly containing organic constituents
382590|Residual products of the chemical or allied industries, not elsewhere specified or included; n.e.c. in 3825 or 27.10
3826|Biodiesel and mixtures thereof; not containing or containing less than 70% by weight of petroleum oils or oils obtained from bituminous minerals
382600|Biodiesel and mixtures thereof; not containing or containing less than 70% by weight of petroleum oils or oils obtained from bituminous minerals
3827|Mixtures containing halogenated derivatives of methane, ethane or propane, not elsewhere specified or included
382711|Mixtures containing halogenated derivatives of methane, ethane or propane, not elsewhere specified or included; containing chlorofluorocarbons (CFCs), whether or not containing hydrochlorofluorocarbons (HCFCs), perfluorocarbons (PFCs) or hydrofluorocarbon
382712|Mixtures containing halogenated derivatives of methane, ethane or propane, not elsewhere specified or included; containing hydrobromofluorocarbons (HBFCs)
382713|Mixtures containing halogenated derivatives of methane, ethane or propane, not elsewhere specified or included; containing carbon tetrachloride
382714|Mixtures containing halogenated derivatives of methane, ethane or propane, not elsewhere specified or included; containing 1,1,1-trichloroethane (methyl chloroform)
382720|Mixtures containing halogenated derivatives of methane, ethane or propane, not elsewhere specified or included; containing bromochlorodifluoromethane (Halon-1211), bromotrifluoromethane (Halon-1301) or dibromotetrafluoroethanes (Halon-2402)
382731|Mixtures containing halogenated derivatives of methane, ethane or propane; containing hydrochlorofluorocarbons (HCFCs), perfluorocarbons (PFCs) or hydrofluorocarbons (HFCs) or not, but not containing chlorofluorocarbons (CFCs); containing substances of su
382732|Mixtures containing halogenated methane, ethane, propane; containing hydrochlorofluorocarbons (HCFCs), perfluorocarbons (PFCs) or hydrofluorocarbons (HFCs) or not, not chlorofluorocarbons (CFCs); containing substances of subheadings 2903.71 to 2903.75
382739|Mixtures containing halogenated methane, ethane, or propane; containing hydrochlorofluorocarbons (HCFCs), perfluorocarbons (PFCs) or hydrofluorocarbons (HFCs) or not, but not chlorofluorocarbons (CFCs); n.e.c. in subheading 3827.3
382740|Mixtures containing halogenated derivatives of methane, ethane or propane; containing hydrochlorofluorocarbons (HCFCs), perfluorocarbons (PFCs) or hydrofluorocarbons (HFCs) or not, but not containing chlorofluorocarbons (CFCs); containing bromomethane (me
382751|Mixtures containing halogenated derivatives of methane, ethane or propane; containing trifluoromethan (HFC-23) or perfluorocarbons (PFCs) but not containing chlorofluorocarbons (CFCs) or hydrochlorofluorocarbons (HCFCs); containing trifluoromethane (HFC-2
382759|Mixtures containing halogenated derivatives of methane, ethane or propane; containing trifluoromethan (HFC-23) or perfluorocarbons (PFCs) not containing chlorofluorocarbons (CFCs) or hydrochlorofluorocarbons (HCFCs); other mixtures n.e.c. in subheading 38
382761|Mixtures containing halogenated derivatives of methane, ethane or propane; containing other hydrofluorocarbons (HFCs) but not containing chlorofluorocarbons (CFCs) or hydrochlorofluorocarbons (HCFCs); containing 15% or more by mass of 1,1,1-trifluoroethan
382762|Mixtures containing halogenated derivatives of methane, ethane or propane; containing other hydrofluorocarbons (HFCs) but not containing chlorofluorocarbons (CFCs) or hydrochlorofluorocarbons (HCFCs); other mixtures, not included in the subheading above,
382763|Mixtures containing halogenated derivatives of methane, ethane or propane; containing other hydrofluorocarbons (HFCs) but not containing chlorofluorocarbons (CFCs) or hydrochlorofluorocarbons (HCFCs); other mixtures not included in the subheadings above,
382764|Mixtures containing halogenated derivatives of methane, ethane or propane; containing other hydrofluorocarbons (HFCs) but not containing chlorofluorocarbons (CFCs) or hydrochlorofluorocarbons (HCFCs); other mixtures, not included in the subheadings above,
382765|Mixtures containing halogenated derivatives of methane, ethane or propane; containing other hydrofluorocarbons (HFCs) but not containing chlorofluorocarbons (CFCs) or hydrochlorofluorocarbons (HCFCs); other mixtures, not included in the subheadings above,
382768|Mixtures containing halogenated derivatives of methane, ethane or propane; containing other hydrofluorocarbons (HFCs) but not containing chlorofluorocarbons (CFCs) or hydrochlorofluorocarbons (HCFCs); other mixtures, not included in the subheadings above,
382769|Mixtures containing halogenated derivatives of methane, ethane or propane; containing other hydrofluorocarbons (HFCs) but not containing chlorofluorocarbons (CFCs) or hydrochlorofluorocarbons (HCFCs); n.e.c. in items no. 3827.5 and 3827.6, not containing
382790|Mixtures containing halogenated derivatives of methane, ethane or propane; n.e.c. in subheading no 3827`;
