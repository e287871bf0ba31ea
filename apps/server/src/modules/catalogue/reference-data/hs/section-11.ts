/** Harmonized System nomenclature, section XI: chapters, headings (4 digits) and subheadings (6 digits) as `code|description` lines. Source: datasets/harmonized-system (ODC-PDDL). */
export const HS_SECTION_11 = `50|Silk
5001|Silk-worm cocoons suitable for reeling
500100|Silk; silk-worm cocoons suitable for reeling
5002|Raw silk (not thrown)
500200|Silk; raw silk (not thrown)
5003|Silk waste (including cocoons unsuitable for reeling, yarn waste and garnetted stock)
500300|Silk waste (including cocoons unsuitable for reeling, yarn waste and garnetted stock)
5004|Silk; yarn (other than yarn spun from silk waste), not put up for retail sale
500400|Silk; yarn (other than yarn spun from silk waste), not put up for retail sale
5005|Yarn spun from silk waste, not put up for retail sale
500500|Silk; yarn spun from silk waste, not put up for retail sale
5006|Silk yarn and yarn spun from silk waste, put up for retail sale; silk-worm gut
500600|Silk yarn and yarn spun from silk waste; put up for retail sale, and silk-worm gut
5007|Woven fabrics of silk or of silk waste
500710|Silk; woven fabrics of noil silk
500720|Silk; woven fabrics, containing 85% or more by weight of silk or of silk waste other than noil silk
500790|Silk; woven fabrics n.e.c. in heading no. 5007
51|Wool, fine or coarse animal hair; horsehair yarn and woven fabric
5101|Wool, not carded or combed
510111|Wool; (not carded or combed), greasy (including fleece-washed wool), shorn
510119|Wool; (other than shorn), greasy (including fleece-washed wool), not carded or combed
510121|Wool; (not carded or combed), degreased, (not carbonised), shorn
510129|Wool; (not carded or combed), degreased, (not carbonised), (other than shorn)
510130|Wool; (not carded or combed), carbonised
5102|Fine or coarse animal hair, not carded or combed
510211|Hair; fine animal hair, not carded or combed, of kashmir (cashmere) goats
510219|Hair; fine animal hair, not carded or combed, other than of kashmir (cashmere) goats
510220|Hair; coarse animal hair, not carded or combed
5103|Waste of wool or of fine or coarse animal hair, including yarn waste but excluding garnetted stock
510310|Wool and hair; noils of wool or of fine animal hair, including yarn waste, but excluding garnetted stock
510320|Wool and hair; waste of wool or of fine animal hair, including yarn waste, but excluding garnetted stock and noils of wool or of fine animal hair
510330|Wool and hair; waste of coarse animal hair, including yarn waste, but excluding garnetted stock
5104|Wool, or fine or coarse animal hair; garnetted stock
510400|Wool and hair; garnetted stock of wool or of fine or coarse animal hair
5105|Wool and fine or coarse animal hair; carded or combed (including combed wool in fragments)
510510|Wool; carded
510521|Wool; wool tops and other combed wool, in fragments
510529|Wool; wool tops and other combed wool, other than in fragments
510531|Hair; fine animal hair, carded or combed, of kashmir (cashmere) goats
510539|Hair; fine animal hair, carded or combed, other than of kashmir (cashmere) goats
510540|Hair; coarse animal hair, carded or combed
5106|Yarn of carded wool, not put up for retail sale
510610|Yarn; of carded wool, containing 85% or more by weight of wool, not put up for retail sale
510620|Yarn; of carded wool, containing less than 85% by weight of wool, not put up for retail sale
5107|Yarn of combed wool, not put up for retail sale
510710|Yarn; of combed wool, containing 85% or more by weight of wool, not put up for retail sale
510720|Yarn; of combed wool, containing less than 85% by weight of wool, not put up for retail sale
5108|Yarn of fine animal hair (carded or combed), not put up for retail sale
510810|Yarn; of fine animal hair, carded, not put up for retail sale
510820|Yarn; of fine animal hair, combed, not put up for retail sale
5109|Yarn of wool or of fine animal hair, put up for retail sale
510910|Yarn; of wool or of fine animal hair, containing 85% or more by weight of wool or fine animal hair, put up for retail sale
510990|Yarn; of wool or of fine animal hair, containing less than 85% by weight of wool or fine animal hair, put up for retail sale
5110|Yarn of coarse animal hair or of horsehair (including gimped horsehair yarn), whether or not put up for retail sale
511000|Yarn; of coarse animal hair or of horsehair (including gimped horsehair yarn), whether or not put up for retail sale
5111|Woven fabrics of carded wool or of carded fine animal hair
511111|Fabrics, woven; of carded wool or of carded fine animal hair, containing 85% or more by weight of wool or of fine animal hair, of a weight not exceeding 300g/m2
511119|Fabrics, woven; of carded wool or of carded fine animal hair, containing 85% or more by weight of wool or of fine animal hair, of a weight exceeding 300g/m2
511120|Fabrics, woven; of carded wool or carded fine animal hair, containing less than 85% by weight of wool or fine animal hair, mixed mainly or solely with man-made filaments
511130|Fabrics, woven; of carded wool or carded fine animal hair, containing less than 85% by weight of wool or fine animal hair, mixed mainly or solely with man-made staple fibres
511190|Fabrics, woven; of carded wool or carded fine animal hair, containing less than 85% by weight of wool or fine animal hair, mixed mainly or solely with fibres n.e.c. in heading no. 5111
5112|Woven fabrics of combed wool or of combed fine animal hair
511211|Fabrics, woven; of combed wool or combed fine animal hair, containing 85% or more by weight of wool or fine animal hair, of a weight not exceeding 200g/m2
511219|Fabrics, woven; of combed wool or combed fine animal hair, containing 85% or more by weight of wool or fine animal hair, of a weight exceeding 200g/m2
511220|Fabrics, woven; of combed wool or combed fine animal hair, containing less than 85% by weight of wool or fine animal hair, mixed mainly or solely with man-made filaments
511230|Fabrics, woven; of combed wool or combed fine animal hair, containing less than 85% by weight of wool or fine animal hair, mixed mainly or solely with man-made staple fibres
511290|Fabrics, woven; of combed wool or combed fine animal hair, containing less than 85% by weight of wool or fine animal hair, mixed mainly or solely with fibres n.e.c. in heading no. 5112
5113|Woven fabrics of coarse animal hair or of horsehair
511300|Fabrics, woven; of coarse animal hair or of horsehair
52|Cotton
5201|Cotton; not carded or combed
520100|Cotton; not carded or combed
5202|Cotton waste (including yarn waste and garnetted stock)
520210|Cotton; yarn waste (including thread waste)
520291|Cotton; garnetted stock waste
520299|Cotton; waste other than garnetted stock and yarn (including thread) waste
5203|Cotton, carded or combed
520300|Cotton; carded or combed
5204|Cotton sewing thread, whether or not put up for retail sale
520411|Cotton; sewing thread, containing 85% or more by weight of cotton, not put up for retail sale
520419|Cotton; sewing thread, containing less than 85% by weight of cotton, not put up for retail sale
520420|Cotton; sewing thread, put up for retail sale
5205|Cotton yarn (other than sewing thread), containing 85% or more by weight of cotton, not put up for retail sale
520511|Cotton yarn; (not sewing thread), single, of uncombed fibres, 85% or more by weight of cotton, measuring 714.29 decitex or more, (not exceeding 14 metric number), not for retail sale
520512|Cotton yarn; (not sewing thread), single, of uncombed fibres, 85% or more by weight of cotton, less than 714.29 but not less than 232.56 decitex (exceeding 14 but not exceeding 43 metric number), not for retail sale
520513|Cotton yarn; (not sewing thread), single, of uncombed fibres, 85% or more by weight of cotton, less than 232.56 but not less than 192.31 decitex (exceeding 43 but not exceeding 52 metric number), not for retail sale
520514|Cotton yarn; (not sewing thread), single, of uncombed fibres, 85% or more by weight of cotton, less than 192.31 but not less than 125 decitex (exceeding 52 but not exceeding 80 metric number), not for retail sale
520515|Cotton yarn; (not sewing thread), single, of uncombed fibres, 85% or more by weight of cotton, measuring less than 125 decitex (exceeding 80 metric number), not for retail sale
520521|Cotton yarn; (not sewing thread), single, of combed fibres, 85% or more by weight of cotton, measuring 714.29 decitex or more, (not exceeding 14 metric number), not for retail sale
520522|Cotton yarn; (not sewing thread), single, of combed fibres, 85% or more by weight of cotton, less than 714.29 but not less than 232.56 decitex (exceeding 14 but not exceeding 43 metric number), not for retail sale
520523|Cotton yarn; (not sewing thread), single, of combed fibres, 85% or more by weight of cotton, less than 232.56 but not less than 192.31 decitex (exceeding 43 but not exceeding 52 metric number), not for retail sale
520524|Cotton yarn; (not sewing thread), single, of combed fibres, 85% or more by weight of cotton, less than 192.31 but not less than 125 decitex (exceeding 52 but not exceeding 80 metric number), not for retail sale
520526|Cotton yarn; (not sewing thread), single, of combed fibres, 85% or more by weight of cotton, less than 125 but not less than 106.38 decitex (over 80 but not over 94 metric number), not for retail sale
520527|Cotton yarn; (not sewing thread), single, of combed fibres, 85% or more by weight of cotton, less than 106.38 but not less than 83.33 decitex (over 94 but not over 120 metric number), not for retail sale
520528|Cotton yarn; (not sewing thread), single, of combed fibres, 85% or more by weight of cotton, measuring less than 83.33 decitex (exceeding 120 metric number), not for retail sale
520531|Cotton yarn; (not sewing thread), multiple or cabled, of uncombed fibres, 85% or more by weight of cotton, 714.29 decitex or more (not exceeding 14 metric number) per single yarn, not for retail sale
520532|Cotton yarn; (not sewing thread), multiple or cabled, of uncombed fibres, 85% or more by weight of cotton, 714.28 to 232.56 decitex (15 to 43 metric number) per single yarn, not for retail sale
520533|Cotton yarn; (not sewing thread), multiple or cabled, of uncombed fibres, 85% or more by weight of cotton, 232.55 to 192.31 decitex (44 to 52 metric number) per single yarn, not for retail sale
520534|Cotton yarn; (not sewing thread), multiple or cabled, of uncombed fibres, 85% or more by weight of cotton, 192.30 to 125 decitex (53 to 80 metric number) per single yarn, not for retail sale
520535|Cotton yarn; (not sewing thread), multiple or cabled, of uncombed fibres, 85% or more by weight of cotton, less than 125 decitex (exceeding 80 metric number), per single yarn, not for retail sale
520541|Cotton yarn; (not sewing thread), multiple or cabled, of combed fibres, 85% or more by weight of cotton, 714.29 decitex or more (not exceeding 14 metric number) per single yarn, not for retail sale
520542|Cotton yarn; (not sewing thread), multiple or cabled, of combed fibres, 85% or more by weight of cotton, 714.28 to 232.56 decitex (15 to 43 metric number) per single yarn, not for retail sale
520543|Cotton yarn; (not sewing thread), multiple or cabled, of combed fibres, 85% or more by weight of cotton, 232.55 to 192.31 decitex (44 to 52 metric number) per single yarn, not for retail sale
520544|Cotton yarn; (not sewing thread), multiple or cabled, of combed fibres, 85% or more by weight of cotton, 192.30 to 125 decitex (53 to 80 metric number) per single yarn, not for retail sale
520546|Cotton yarn; (not sewing thread), multiple or cabled, of combed fibres, 85% or more by weight of cotton, 124 to 106.38 decitex (81 to 94 metric number) per single yarn, not for retail sale
520547|Cotton yarn; (not sewing thread), multiple or cabled, of combed fibres, 85% or more by weight of cotton, 106.37 to 83.33 decitex (95 to 120 metric number) per single yarn, not for retail sale
520548|Cotton yarn; (not sewing thread), multiple or cabled, of combed fibres, 85% or more by weight of cotton, less than 83.33 decitex (exceeding 120 metric number) per single yarn, not for retail sale
5206|Cotton yarn (other than sewing thread), containing less than 85% by weight of cotton, not put up for retail sale
520611|Cotton yarn; (not sewing thread), single, of uncombed fibres, less than 85% by weight of cotton, measuring 714.29 decitex or more (not exceeding 14 metric number), not for retail sale
520612|Cotton yarn; (not sewing thread), single, of uncombed fibres, less than 85% by weight of cotton, less than 714.29 but not less than 232.56 decitex (exceeding 14 but not exceeding 43 metric number), not for retail sale
520613|Cotton yarn; (not sewing thread), single, of uncombed fibres, less than 85% by weight of cotton, less than 232.56 but not less than 192.31 decitex (exceeding 43 but not exceeding 52 metric number), not for retail sale
520614|Cotton yarn; (not sewing thread), single, of uncombed fibres, less than 85% by weight of cotton, less than 192.31 but not less than 125 decitex (exceeding 52 but not exceeding 80 metric number), not for retail sale
520615|Cotton yarn; (not sewing thread), single, of uncombed fibres, less than 85% by weight of cotton, measuring less than 125 decitex (exceeding 80 metric number), not for retail sale
520621|Cotton yarn; (not sewing thread), single, of combed fibres, less than 85% by weight of cotton, measuring 714.29 decitex or more, (not exceeding 14 metric number), not for retail sale
520622|Cotton yarn; (not sewing thread), single, of combed fibres, less than 85% by weight of cotton, less than 714.29 but not less than 232.56 decitex (exceeding 14 but not exceeding 43 metric number), not for retail sale
520623|Cotton yarn; (not sewing thread), single, of combed fibres, less than 85% by weight of cotton, less than 232.56 but not less than 192.31 decitex (exceeding 43 but not exceeding 52 metric number), not for retail sale
520624|Cotton yarn; (not sewing thread), single, of combed fibres, less than 85% by weight of cotton, less than 192.31 but not less than 125 decitex (exceeding 52 but not exceeding 80 metric number), not for retail sale
520625|Cotton yarn; (not sewing thread), single, of combed fibres, less than 85% by weight of cotton, measuring less than 125 decitex (exceeding 80 metric number), not for retail sale
520631|Cotton yarn; (not sewing thread), multiple or cabled, of uncombed fibres, less than 85% by weight of cotton, 714.29 decitex or more (not exceeding 14 metric number) per single yarn, not for retail sale
520632|Cotton yarn; (not sewing thread), multiple or cabled, of uncombed fibres, less than 85% by weight of cotton, 714.28 to 232.56 decitex (15 to 43 metric number) per single yarn, not for retail sale
520633|Cotton yarn; (not sewing thread), multiple or cabled, of uncombed fibres, less than 85% by weight of cotton, 232.55 to 192.31 decitex (44 to 52 metric number) per single yarn, not for retail sale
520634|Cotton yarn; (not sewing thread), multiple or cabled, of uncombed fibres, less than 85% by weight of cotton, 192.30 to 125 decitex (53 to 80 metric number) per single yarn, not for retail sale
520635|Cotton yarn; (not sewing thread), multiple or cabled, of uncombed fibres, less than 85% by weight of cotton, less than 125 decitex (exceeding 80 metric number) per single yarn, not for retail sale
520641|Cotton yarn; (not sewing thread), multiple or cabled, of combed fibres, less than 85% by weight of cotton, 714.29 decitex or more (not exceeding 14 metric number) per single yarn, not for retail sale
520642|Cotton yarn; (not sewing thread), multiple or cabled, of combed fibres, less than 85% by weight of cotton, 714.28 to 232.56 decitex (15 to 43 metric number) per single yarn, not for retail sale
520643|Cotton yarn; (not sewing thread), multiple or cabled, of combed fibres, less than 85% by weight of cotton, 232.55 to 192.31 decitex (44 to 52 metric number) per single yarn, not for retail sale
520644|Cotton yarn; (not sewing thread), multiple or cabled, of combed fibres, less than 85% by weight of cotton, 192.30 to 125 decitex (53 to 80 metric number) per single yarn, not for retail sale
520645|Cotton yarn; (not sewing thread), multiple or cabled, of combed fibres, less than 85% by weight of cotton, less than 125 decitex (exceeding 80 metric number) per single yarn, not for retail sale
5207|Cotton yarn (other than sewing thread), put up for retail sale
520710|Cotton yarn; (not sewing thread), containing 85% or more by weight of cotton, put up for retail sale
520790|Cotton yarn; (not sewing thread), containing less than 85% by weight of cotton, put up for retail sale
5208|Woven fabrics of cotton, containing 85% or more by weight of cotton, weighing not more than 200 g/m2
520811|Fabrics, woven; containing 85% or more by weight of cotton, unbleached, plain weave, weighing not more than 100g/m2
520812|Fabrics, woven; containing 85% or more by weight of cotton, unbleached, plain weave, weighing more than 100g/m2 but not more than 200g/m2
520813|Fabrics, woven; containing 85% or more by weight of cotton, unbleached, 3-thread or 4-thread twill, including cross twill, weighing not more than 200g/m2
520819|Fabrics, woven; containing 85% or more by weight of cotton, unbleached, of weaves n.e.c. in item no. 5208.1, weighing not more than 200g/m2
520821|Fabrics, woven; containing 85% or more by weight of cotton, bleached, plain weave, weighing not more than 100g/m2
520822|Fabrics, woven; containing 85% or more by weight of cotton, bleached, plain weave, weighing more than 100g/m2 but not more than 200g/m2
520823|Fabrics, woven; containing 85% or more by weight of cotton, bleached, 3-thread or 4-thread twill, including cross twill, weighing not more than 200g/m2
520829|Fabrics, woven; containing 85% or more by weight of cotton, bleached, of weaves n.e.c. in item no. 5208.2, weighing not more than 200g/m2
520831|Fabrics, woven; containing 85% or more by weight of cotton, dyed, plain weave, weighing not more than 100g/m2
520832|Fabrics, woven; containing 85% or more by weight of cotton, dyed, plain weave, weighing more than 100g/m2 but not more than 200g/m2
520833|Fabrics, woven; containing 85% or more by weight of cotton, dyed, 3-thread or 4-thread twill, including cross twill, weighing not more than 200g/m2
520839|Fabrics, woven; containing 85% or more by weight of cotton, dyed, of weaves n.e.c. in item no. 5208.3 weighing not more than 200g/m2
520841|Fabrics, woven; containing 85% or more by weight of cotton, of yarns of different colours, plain weave, weighing not more than 100g/m2
520842|Fabrics, woven; containing 85% or more by weight of cotton, of yarns of different colours, weighing more than 100g/m2 but not more than 200g/m2
520843|Fabrics, woven; containing 85% or more by weight of cotton, of yarns of different colours, 3-thread or 4-thread twill, including cross twill, weighing not more than 200g/m2
520849|Fabrics, woven; containing 85% or more by weight of cotton, of yarns of different colours, of weaves n.e.c. in item no. 5208.4, weighing not more than 200g/m2
520851|Fabrics, woven; containing 85% or more by weight of cotton, printed, plain weave, weighing not more than 100g/m2
520852|Fabrics, woven; containing 85% or more by weight of cotton, printed, plain weave, weighing more than 100g/m2 but not more than 200g/m2
520859|Fabrics, woven; containing 85% or more by weight of cotton, printed, of weaves n.e.c. in item no. 5208.5, weighing not more than 200g/m2
5209|Woven fabrics of cotton, containing 85% or more by weight of cotton, weighing more than 200g/m2
520911|Fabrics, woven; containing 85% or more by weight of cotton, unbleached, plain weave, weighing more than 200g/m2
520912|Fabrics, woven; containing 85% or more by weight of cotton, unbleached, 3-thread or 4-thread twill, including cross twill, weighing more than 200g/m2
520919|Fabrics, woven; containing 85% or more by weight of cotton, unbleached, of weaves n.e.c. in item no. 5209.1, weighing more than 200g/m2
520921|Fabrics, woven; containing 85% or more by weight of cotton, bleached, plain weave, weighing more than 200g/m2
520922|Fabrics, woven; containing 85% or more by weight of cotton, bleached, 3-thread or 4-thread twill, including cross twill, weighing more than 200g/m2
520929|Fabrics, woven; containing 85% or more by weight of cotton, bleached, of weaves n.e.c. in item no. 5209.2, weighing more than 200g/m2
520931|Fabrics, woven; containing 85% or more by weight of cotton, dyed, plain weave, weighing more than 200g/m2
520932|Fabrics, woven; containing 85% or more by weight of cotton, dyed, 3-thread or 4-thread twill, including cross twill, weighing more than 200g/m2
520939|Fabrics, woven; containing 85% or more by weight of cotton, dyed, of weaves n.e.c. in item no. 5209.3, weighing more than 200g/m2
520941|Fabrics, woven; containing 85% or more by weight of cotton, of yarns of different colours, plain weave, weighing more than 200g/m2
520942|Fabrics, woven; containing 85% or more by weight of cotton, of yarns of different colours, weighing more than 200g/m2, denim
520943|Fabrics, woven; containing 85% or more by weight of cotton, of yarns of different colours, 3-thread or 4-thread twill, including cross twill, weighing more than 200g/m2
520949|Fabrics, woven; containing 85% or more by weight of cotton, of yarns of different colours, of weaves n.e.c. in item no. 5209.4, weighing more than 200g/m2
520951|Fabrics, woven; containing 85% or more by weight of cotton, printed, plain weave, weighing more than 200g/m2
520952|Fabrics, woven; containing 85% or more by weight of cotton, printed, 3-thread or 4-thread twill, including cross twill, weighing more than 200g/m2
520959|Fabrics, woven; containing 85% or more by weight of cotton, printed, of weaves n.e.c. in item no. 5209.5, weighing more than 200g/m2
5210|Woven fabrics of cotton, containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, weighing not more than 200 g/m2
521011|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, unbleached, plain weave, weighing 200g/m2 or less
521019|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, unbleached, of weaves n.e.c. in item no. 5210.1, weighing 200g/m2 or less
521021|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, bleached, plain weave, weighing 200g/m2 or less
521029|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, weighing 200g/m2 or less, bleached, of weaves n.e.c. in item no. 5210.2
521031|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, weighing 200g/m2 or less, dyed, plain weave
521032|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, weighing 200g/m2 or less, dyed, 3-thread or 4-thread twill, including cross twill
521039|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, weighing 200g/m2 or less, dyed, of weaves n.e.c. in item no. 5210.3
521041|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, weighing 200g/m2 or less, of yarns of different colours, plain weave
521049|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, weighing 200g/m2 or less, of yarns of different colours, of weaves n.e.c. in item no. 5210.4
521051|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, weighing 200g/m2 or less, printed, plain weave
521059|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, weighing 200g/m2 or less, printed, of weaves n.e.c. in item no. 5210.5
5211|Woven fabrics of cotton, containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, weighing more than 200g/m2
521111|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, unbleached, plain weave, weighing more than 200g/m2
521112|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, unbleached, 3- or 4-thread twill, including cross twill, weighing more than 200g/m2
521119|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, unbleached, of weaves n.e.c. in item no. 5211.1, weighing more than 200g/m2
521120|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, weighing more than 200g/m2, bleached
521131|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, weighing more than 200g/m2, dyed, plain weave
521132|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, weighing more than 200g/m2, dyed, 3-thread or 4-thread twill, including cross twill
521139|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, weighing more than 200g/m2, dyed, of weaves n.e.c. in item no. 5211.3
521141|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, weighing more than 200g/m2, of yarns of different colours, plain weave
521142|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, weighing more than 200g/m2, of yarns of different colours, denim
521143|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, weighing more than 200g/m2, of yarns of different colours, 3-thread or 4-thread twill, including cross twill
521149|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, weighing more than 200g/m2, of yarns of different colours, of weaves n.e.c. in item no. 5211.4
521151|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, weighing more than 200g/m2, printed, plain weave
521152|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, weighing more than 200g/m2, printed, 3-thread or 4-thread twill, including cross twill
521159|Fabrics, woven; containing less than 85% by weight of cotton, mixed mainly or solely with man-made fibres, weighing more than 200g/m2, printed, of weaves n.e.c. in item no. 5211.5
5212|Other woven fabrics of cotton, n.e.c. in chapter 52
521211|Fabrics, woven; of cotton, unbleached, weighing not more than 200g/m2, n.e.c. in chapter 52
521212|Fabrics, woven; of cotton, bleached, weighing not more than 200g/m2, n.e.c. in chapter 52
521213|Fabrics, woven; of cotton, dyed, weighing not more than 200g/m2, n.e.c. in chapter 52
521214|Fabrics, woven; of cotton, of yarns of different colours, weighing not more than 200g/m2, n.e.c. in chapter 52
521215|Fabrics, woven; of cotton, printed, weighing not more than 200g/m2, n.e.c. in chapter 52
521221|Fabrics, woven; of cotton, unbleached, weighing more than 200g/m2, n.e.c. in chapter 52
521222|Fabrics, woven; of cotton, bleached, weighing more than 200g/m2, n.e.c. in chapter 52
521223|Fabrics, woven; of cotton, dyed, weighing more than 200g/m2, n.e.c. in chapter 52
521224|Fabrics, woven; of cotton, of yarns of different colours, weighing more than 200g/m2, n.e.c. in chapter 52
521225|Fabrics, woven; of cotton, printed, weighing more than 200g/m2, n.e.c. in chapter 52
53|Vegetable textile fibres; paper yarn and woven fabrics of paper yarn
5301|Flax, raw or processed but not spun; flax tow and waste (including yarn waste and garnetted stock)
530110|Flax; raw or retted, but not spun
530121|Flax; broken or scutched, but not spun
530129|Flax; hackled or otherwise processed, but not spun
530130|Flax; tow and waste, including yarn waste and garnetted stock
5302|True hemp (cannabis sativa L.), raw or processed but not spun; tow and waste of true hemp (including yarn waste and garnetted stock)
530210|Hemp (cannabis sativa L.); raw or retted, but not spun
530290|Hemp (cannabis sativa L.); processed (other than retted) (but not spun), true hemp tow and waste (including yarn waste and garnetted stock)
5303|Jute and other textile bast fibres (not flax, true hemp and ramie), raw or processed but not spun; tow and waste of these fibres, including yarn waste and garnetted stock
530310|Jute and other textile bast fibres; raw or retted, but not spun, (excluding flax, hemp (cannabis sativa L.), and ramie)
530390|Jute and other textile bast fibres; processed but not spun, tow and waste of these fibres, including yarn waste and garnetted stock (excluding flax, hemp (cannabis sativa L.), and ramie)
5305|Coconut, abaca (Manila hemp or Musa textilis Nee), ramie and other vegetable textile fibres n.e.c., raw or processed but not spun; tow, noils and waste of these fibres (including yarn waste and garnetted stock)
530500|Coconut, abaca (Manila hemp or Musa textilis Nee), ramie and other vegetable textile fibres n.e.c., raw or processed but not spun; tow, noils and waste of these fibres (including yarn waste and garnetted stock)
5306|Flax yarn
530610|Yarn; of flax, single
530620|Yarn; of flax, multiple (folded) or cabled
5307|Yarn of jute or of other textile bast fibres of heading no. 5305
530710|Yarn; of jute or of other textile bast fibres, single
530720|Yarn; of jute or of other textile bast fibres, multiple (folded) or cabled
5308|Yarn of other vegetable textile fibres; paper yarn
530810|Yarn; of coir
530820|Yarn; of hemp (cannabis sativa L.)
530890|Yarn; of vegetable textile fibres n.e.c. in heading no. 5306, 5307 and 5308
5309|Woven fabrics of flax
530911|Fabrics, woven; of flax, containing 85% or more flax, unbleached or bleached
530919|Fabrics, woven; of flax, containing 85% or more flax, other than bleached or unbleached
530921|Fabrics, woven; of flax, containing less than 85% flax, unbleached or bleached
530929|Fabrics, woven; of flax, containing less than 85% flax, other than unbleached or bleached
5310|Woven fabrics of jute, other textile bast fibres of heading no. 5303
531010|Fabrics, woven; of jute or of other textile bast fibres of heading no. 5303, unbleached
531090|Fabrics, woven; of jute or of other textile bast fibres of heading no. 5303, other than unbleached
5311|Woven fabrics of other vegetable textile fibres; woven fabrics of paper yarn
531100|Fabrics, woven; of vegetable textile fibres n.e.c. in heading no. 5309 and 5310, woven fabrics of paper yarn
54|Man-made filaments; strip and the like of man-made textile materials
5401|Sewing thread of man-made filaments, whether or not put up for retail sale
540110|Sewing thread; of synthetic filaments, whether or not put up for retail sale
540120|Sewing thread; of artificial filaments, whether or not put up for retail sale
5402|Synthetic filament yarn (other than sewing thread), not put up for retail sale, including synthetic monofilament of less than 67 decitex
540211|Yarn, synthetic; filament, monofilament (less than 67 decitex), of high tenacity yarn of nylon or other polyamides, textured or not; of aramids, not for retail sale, not sewing thread
540219|Yarn, synthetic; filament, monofilament (less than 67 decitex), of high tenacity nylon or other polyamides, textured or not; other than aramids, not for retail sale, not sewing thread
540220|Yarn, synthetic; filament, monofilament (less than 67 decitex), of high tenacity yarn of polyesters, whether or not textured, not for retail sale, not sewing thread
540231|Yarn, synthetic; filament, monofilament (less than 67 decitex), textured, of nylon or other polyamides, measuring per single yarn not more than 50 decitex, not for retail sale, not sewing thread
540232|Yarn, synthetic; filament, monofilament (less than 67 decitex), textured, of nylon or other polyamides, measuring per single yarn more than 50 decitex, not for retail sale, not sewing thread
540233|Yarn, synthetic; filament, monofilament (less than 67 decitex), textured, of polyesters, not for retail sale, not sewing thread
540234|Yarn, synthetic; filament, monofilament (less than 67 decitex), textured, of polypropylene, not for retail sale, not sewing thread
540239|Yarn, synthetic; filament, monofilament (less than 67 decitex), textured, other than of nylon or other polymides, polyesters, or polypropylene, not for retail sale, not sewing thread
540244|Yarn, synthetic; filament, monofilament (less than 67 decitex), other than high tenacity or textured yarn, elastomeric, single, untwisted or twisted 50 turns or less per metre, not for retail sale, not sewing thread
540245|Yarn, synthetic; filament, monofilament (less than 67 decitex), of nylon or other polymides (not high tenacity or textured), single, untwisted or twisted 50 turns or less per metre, not for retail sale, not sewing thread
540246|Yarn, synthetic; filament, monofilament (less than 67 decitex), of polyesters (not high tenacity or textured), partially oriented, single, untwisted or twisted 50 turns or less per metre, not for retail sale, not sewing thread
540247|Yarn, synthetic; filament, monofilament (less than 67 decitex), polyesters (not high tenacity or textured), not partially oriented, single, untwisted or twisted 50 turns or less per metre, not for retail sale, not sewing thread
540248|Yarn, synthetic; filament, monofilament (less than 67 decitex), of polypropylene (not high tenacity or textured), single, untwisted or twisted 50 turns or less per metre, not for retail sale, not sewing thread
540249|Yarn, synthetic; filament, monofilament (less than 67 decitex), other than high tenacity or textured yarn, single, untwisted or twisted 50 turns or less per metre, n.e.c. in heading no. 5402, not for retail sale, not sewing thread
540251|Yarn, synthetic; filament, monofilament (less than 67 decitex), of nylon or other polymides (not high tenacity or textured), single, twisted more than 50 turns per metre, not for retail sale, not sewing thread
540252|Yarn, synthetic; filament, monofilament (less than 67 decitex), of polyesters (not high tenacity or textured), single, twisted more than 50 turns per metre, not for retail sale, not sewing thread
540253|Yarn, synthetic; filament, monofilament (less than 67 decitex), of polypropylene (not high tenacity or textured), single, twisted more than 50 turns per metre, not for retail sale, not sewing thread
540259|Yarn, synthetic; filament, monofilament (less than 67 decitex), other than high tenacity or textured yarn, single, twisted more than 50 turns per metre, n.e.c. in heading no. 5402, not for retail sale, not sewing thread
540261|Yarn, synthetic; filament, monofilament (less than 67 decitex), of nylon or other polymides (not high tenacity or textured), multiple (folded) or cabled, not for retail sale, not sewing thread
540262|Yarn, synthetic; filament, monofilament (less than 67 decitex), of polyesters (not high tenacity or textured), multiple (folded) or cabled, not for retail sale, not sewing thread
540263|Yarn, synthetic; filament, monofilament (less than 67 decitex), of polypropylene, other than high tenacity or textured yarn, multiple (folded) or cabled, not for retail sale, not sewing thread
540269|Yarn, synthetic; filament, monofilament (less than 67 decitex), other than high tenacity or textured yarn, multiple (folded) or cabled, n.e.c. in heading no. 5402, not for retail sale, not sewing thread
5403|Artificial filament yarn (other than sewing thread), not put up for retail sale, including artificial monofilament of less than 67 decitex
540310|Yarn, artificial; filament, monofilament (less than 67 decitex), of high tenacity viscose rayon, not for retail sale, not sewing thread
540331|Yarn, artificial; filament, monofilament (less than 67 decitex), of viscose rayon (not high tenacity), single, untwisted or twisted 120 turns per metre or less, not for retail sale, not sewing thread
540332|Yarn, artificial; filament, monofilament (less than 67 decitex), of viscose rayon (not high tenacity), single, twisted more than 120 turns per metre, not for retail sale, not sewing thread
540333|Yarn, artificial; filament, monofilament (less than 67 decitex), of cellulose acetate, single, not for retail sale, not sewing thread
540339|Yarn, artificial; filament, monofilament (less than 67 decitex), single, n.e.c. in heading no. 5403, not for retail sale, not sewing thread
540341|Yarn, artificial; filament, monofilament (less than 67 decitex), of viscose rayon (not high tenacity), multiple (folded) or cabled, not for retail sale, not sewing thread
540342|Yarn, artificial; filament, monofilament (less than 67 decitex), of cellulose acetate, multiple (folded) or cabled, not for retail sale, not sewing thread
540349|Yarn, artificial; filament, monofilament (less than 67 decitex), multiple (folded) or cabled, n.e.c. in heading no. 5403, not for retail sale, not sewing thread
5404|Synthetic monofilament of 67 decitex or more, of which no cross-sectional dimension exceeds 1mm; strip and the like (e.g. artificial straw) of synthetic textile materials of an apparent width not exceeding 5mm
540411|Elastomeric monofilament; of 67 decitex or more and of which no cross-sectional dimension exceeds 1mm
540412|Monofilament of polypropylene; of 67 decitex or more and of which no cross-sectional dimension exceeds 1mm
540419|Monofilament n.e.c. in heading no 5404; of 67 decitex or more and of which no cross-sectional dimension exceeds 1mm
540490|Filament, synthetic; strip and the like (e.g.. artificial straw), of synthetic textile materials of an apparent width not exceeding 5mm
5405|Artificial monofilament of 67 decitex or more, no cross-sectional dimension exceeds 1mm; strip and the like (e.g. artificial straw), of artificial textile materials of a width not exceeding 5mm
540500|Monofilament, synthetic; of 67 decitex or more and of which no cross-sectional dimension exceeds 1mm, strip and the like (e.g. artificial straw), of synthetic textile materials with width not over 5mm
5406|Man-made filament yarn (other than sewing thread), put up for retail sale
540600|Man-made filament yarn (other than sewing thread), put up for retail sale
5407|Woven fabrics of synthetic filament yarn, including woven fabrics obtained from materials of heading no. 5404
540710|Fabrics, woven; from high tenacity yarn, of nylon, other polyamides or of polyesters
540720|Fabrics, woven; from strip or the like, of synthetic textile materials
540730|Fabrics, woven; from synthetic filament yarn, adhesive or thermal bonded
540741|Fabrics, woven; containing 85% or more by weight of filaments of nylon or other polyamides, unbleached or bleached
540742|Fabrics, woven; containing 85% or more by weight of filaments of nylon or other polyamides, dyed
540743|Fabrics, woven; containing 85% or more by weight of filaments of nylon or other polyamides, of yarns of different colours
540744|Fabrics, woven; containing 85% or more by weight of filaments of nylon or other polyamides, printed
540751|Fabrics, woven; containing 85% or more by weight of textured polyester filaments, unbleached or bleached
540752|Fabrics, woven; containing 85% or more by weight of textured polyester filaments, dyed
540753|Fabrics, woven; containing 85% or more by weight of textured polyester filaments, of yarns of different colours
540754|Fabrics, woven; containing 85% or more by weight of textured polyester filaments, printed
540761|Fabrics, woven; containing 85% or more by weight of non-textured polyester filaments
540769|Fabrics, woven; containing less than 85% by weight of non-textured polyester filaments
540771|Fabrics, woven; containing 85% or more by weight of synthetic filaments (excluding nylon or other polyamides and polyesters), unbleached or bleached
540772|Fabrics, woven; containing 85% or more by weight of synthetic filaments (excluding nylon or other polyamides and polyesters), dyed
540773|Fabrics, woven; containing 85% or more by weight of synthetic filaments (excluding nylon or other polyamides and polyesters), of yarns of different colours
540774|Fabrics, woven; containing 85% or more by weight of synthetic filaments (excluding nylon or other polyamides and polyesters), printed
540781|Fabrics, woven; of synthetic filament yarn, containing less than 85% by weight of synthetic filaments, mixed mainly or solely with cotton, bleached or unbleached
540782|Fabrics, woven; of synthetic filament yarn, containing less than 85% by weight of synthetic filaments, mixed mainly or solely with cotton, dyed
540783|Fabrics, woven; of synthetic filament yarn, containing less than 85% by weight of synthetic filaments, mixed mainly or solely with cotton, of yarns of different colours
540784|Fabrics, woven; of synthetic filament yarn, containing less than 85% by weight of synthetic filaments, printed
540791|Fabrics, woven; of synthetic filament yarn, bleached or unbleached, n.e.c. in heading no. 5407
540792|Fabrics, woven; of synthetic filament yarn, dyed, n.e.c. in heading 5407
540793|Fabrics, woven; of synthetic filament yarn, of yarns of different colours, n.e.c. in heading no. 5407
540794|Fabrics, woven; of synthetic filament yarn, printed, n.e.c. in heading no. 5407
5408|Woven fabrics of artificial filament yarn including woven fabrics obtained from materials of heading no. 5404
540810|Fabrics, woven; of viscose rayon, high tenacity, artificial filament yarn
540821|Fabrics, woven; of artificial filament yarn, containing 85% or more by weight of artificial filament, strip or the like, bleached or unbleached
540822|Fabrics, woven; of artificial filament yarn, containing 85% or more by weight of artificial filament, strip or the like, dyed
540823|Fabrics, woven; containing 85% or more by weight of artificial filament, strip or the like, of yarns of different colours
540824|Fabrics, woven; of artificial filament yarn, containing 85% or more by weight of artificial filament, strip or the like, printed
540831|Fabrics, woven; of artificial filament yarn, of artificial monofilament, strip and the like, n.e.c. in heading no. 5408, unbleached or bleached
540832|Fabrics, woven; of artificial filament yarn, of artificial monofilament, strip and the like, n.e.c. in heading no. 5408, dyed
540833|Fabrics, woven; of artificial filament yarn, of artificial monofilament, strip and the like, n.e.c. in heading no. 5408, of yarns of different colours
540834|Fabrics, woven; of artificial filament yarn, of artificial monofilament, strip and the like, n.e.c. in heading no. 5408, printed
55|Man-made staple fibres
5501|Synthetic filament tow
550111|Fibres; synthetic filament tow, of nylon or other polyamides, of aramids
550119|Fibres; synthetic filament tow, of nylon or other polyamides, of other than aramids
550120|Fibres; synthetic filament tow, of polyesters
550130|Fibres; synthetic filament tow, acrylic or modacrylic
550140|Fibres; synthetic filament tow, of polypropylene
550190|Fibres; synthetic filament tow, of synthetic materials n.e.c. in heading no. 5501
5502|Artificial filament tow
550210|Fibres; artificial filament tow of cellulose acetate
550290|Fibres; artificial filament tow, other than cellulose acetate
5503|Synthetic staple fibres, not carded, combed or otherwise processed for spinning
550311|Fibres; synthetic staple fibres, of aramids, not carded, combed or otherwise processed for spinning
550319|Fibres; synthetic staple fibres, of nylon or other polyamides other than aramids, not carded, combed or otherwise processed for spinning
550320|Fibres; synthetic staple fibres, of polyesters, not carded, combed or otherwise processed for spinning
550330|Fibres; synthetic staple fibres, acrylic or modacrylic, not carded, combed or otherwise processed for spinning
550340|Fibres; synthetic staple fibres, of polypropylene, not carded, combed or otherwise processed for spinning
550390|Fibres; synthetic staple fibres, of synthetic materials n.e.c. in heading no. 5503, not carded, combed or otherwise processed for spinning
5504|Artificial staple fibres, not carded, combed or otherwise processed for spinning
550410|Fibres; artificial staple fibres, of viscose, not carded, combed or otherwise processed for spinning
550490|Fibres; artificial staple fibres, other than of viscose, not carded, combed or otherwise processed for spinning
5505|Waste (including noils, yarn waste and garnetted stock), of man-made fibres
550510|Fibres; waste (including noils, yarn waste and garnetted stock), of synthetic fibres
550520|Fibres; waste (including noils, yarn waste and garnetted stock), of artificial fibres
5506|Synthetic staple fibres, carded, combed or otherwise processed for spinning
550610|Fibres; synthetic staple fibres, of nylon or other polyamides, carded, combed or otherwise processed for spinning
550620|Fibres; synthetic staple fibres, of polyesters, carded, combed or otherwise processed for spinning
550630|Fibres; synthetic staple fibres, acrylic or modacrylic, carded, combed or otherwise processed for spinning
550640|Fibres; synthetic staple fibres, of polypropylene, carded, combed or otherwise processed for spinning
550690|Fibres; synthetic staple fibres, n.e.c. in heading no. 5506, carded, combed or otherwise processed for spinning
5507|Artificial staple fibres, carded, combed or otherwise processed for spinning
550700|Fibres; artificial staple fibres, carded, combed or otherwise processed for spinning
5508|Sewing thread of man-made staple fibres, whether or not put up for retail sale
550810|Sewing thread; of synthetic staple fibres, whether or not put up for retail sale
550820|Sewing thread; of artificial staple fibres, whether or not put up for retail sale
5509|Yarn (other than sewing thread) of synthetic staple fibres, not put up for retail sale
550911|Yarn; (not sewing thread), single, of synthetic staple fibres, containing 85% or more by weight of nylon or other polyamides, not put up for retail sale
550912|Yarn; (not sewing thread), multiple (folded) or cabled yarn, of synthetic staple fibres, containing 85% or more by weight of nylon or other polyamides, not put up for retail sale
550921|Yarn; (not sewing thread), single, of synthetic staple fibres, containing 85% or more by weight of polyester, not put up for retail sale
550922|Yarn; (not sewing thread), multiple (folded) or cabled yarn, of synthetic staple fibres, containing 85% or more by weight of polyester, not put up for retail sale
550931|Yarn; (not sewing thread), single, of synthetic staple fibres, containing 85% or more by weight of acrylic or modacrylic, not put up for retail sale
550932|Yarn; (not sewing thread), multiple (folded) or cabled, of synthetic staple fibres, containing 85% or more by weight of acrylic or modacrylic, not put up for retail sale
550941|Yarn; (not sewing thread), single, containing 85% or more by weight of synthetic staple fibres, n.e.c. in heading no. 5509, not put up for retail sale
550942|Yarn; (not sewing thread), multiple (folded) or cabled yarn, containing 85% or more by weight of synthetic staple fibres, n.e.c. in heading no. 5509, not put up for retail sale
550951|Yarn; (not sewing thread), of polyester staple fibres, mixed mainly or solely with artificial staple fibres, not put up for retail sale
550952|Yarn; (not sewing thread), of polyester staple fibres, mixed mainly or solely with wool or fine animal hair, not put up for retail sale
550953|Yarn; (not sewing thread), of polyester staple fibres, mixed mainly or solely with cotton, not put up for retail sale
550959|Yarn; (not sewing thread), of polyester staple fibres, mixed mainly or solely with fibres n.e.c. in item no. 5509.5, not put up for retail sale
550961|Yarn; (not sewing thread), of acrylic or modacrylic staple fibres, mixed mainly or solely with wool or fine animal hair, not put up for retail sale
550962|Yarn; (not sewing thread), of acrylic or modacrylic staple fibres, mixed mainly or solely with cotton, not put up for retail sale
550969|Yarn; (not sewing thread), of acrylic or modacrylic staple fibres, mixed mainly or solely with fibres n.e.c. in item no. 5509.6, not put up for retail sale
550991|Yarn; (not sewing thread), of synthetic staple fibres, mixed mainly or solely with wool or fine animal hair, n.e.c. in heading no. 5509, not put up for retail sale
550992|Yarn; (not sewing thread), of synthetic staple fibres, mixed mainly or solely with cotton, n.e.c. in heading no. 5509, not put up for retail sale
550999|Yarn; (not sewing thread), of synthetic staple fibres, mixed mainly or solely with fibres (other than wool, fine animal hair or cotton), n.e.c. in heading no. 5509, not put up for retail sale
5510|Yarn (other than sewing thread) of artificial staple fibres, not put up for retail sale
551011|Yarn; (not sewing thread), single, of artificial staple fibres, containing 85% or more by weight of artificial staple fibres, not put up for retail sale
551012|Yarn; (not sewing thread), multiple (folded) or cabled yarn, of artificial staple fibres, containing 85% or more by weight of artificial staple fibres, not put up for retail sale
551020|Yarn; (not sewing thread), of artificial staple fibres, mixed mainly or solely with wool or fine animal hair, not put up for retail sale
551030|Yarn; (not sewing thread), of artificial staple fibres, mixed mainly or solely with cotton, not put up for retail sale
551090|Yarn; (not sewing thread), of artificial staple fibres, mixed mainly or solely with fibres (other than wool, fine animal hair or cotton), not put up for retail sale
5511|Yarn (not sewing thread), of man-made staple fibres, put up for retail sale
551110|Yarn; (not sewing thread), of synthetic staple fibres, containing 85% or more by weight of synthetic staple fibres, put up for retail sale
551120|Yarn; (not sewing thread), of synthetic staple fibres, containing less than 85% by weight of synthetic staple fibres, put up for retail sale
551130|Yarn; (not sewing thread), of artificial staple fibres, put up for retail sale
5512|Woven fabrics of synthetic staple fibres, containing 85% or more by weight of synthetic staple fibres
551211|Fabrics, woven; of synthetic staple fibres, containing 85% or more by weight of polyester staple fibres, unbleached or bleached
551219|Fabrics, woven; of synthetic staple fibres, containing 85% or more by weight of polyester staple fibres, other than unbleached or bleached
551221|Fabrics, woven; of synthetic staple fibres, containing 85% or more by weight of acrylic or modacrylic staple fibres, unbleached or bleached
551229|Fabrics, woven; of synthetic staple fibres, containing 85% or more by weight of acrylic or modacrylic staple fibres, other than unbleached or bleached
551291|Fabrics, woven; of synthetic staple fibres, containing 85% or more by weight of such fibres n.e.c. in heading no. 5512, unbleached or bleached
551299|Fabrics, woven; of synthetic staple fibres, containing 85% or more by weight of such fibres n.e.c. in heading no. 5512, other than unbleached or bleached
5513|Woven fabrics of synthetic staple fibres, containing less than 85% by weight of such fibres, mixed mainly or solely with cotton, of a weight not exceeding 170g/m2
551311|Fabrics, woven; plain weave, of polyester staple fibres, containing less than 85% by weight of such fibres, mixed mainly or solely with cotton, of a weight not exceeding 170g/m2, unbleached or bleached
551312|Fabrics, woven; 3-thread or 4-thread twill, of polyester staple fibres, containing less than 85% by weight of such, mixed mainly or solely with cotton, not exceeding 170g/m2, unbleached or bleached
551313|Fabrics, woven; of polyester staple fibres, containing less than 85% by weight of such fibres, mixed mainly or solely with cotton, not exceeding 170g/m2, unbleached or bleached
551319|Fabrics, woven; containing less than 85% by weight of synthetic staple fibres (other than polyesters), mixed mainly or solely with cotton, not exceeding 170g/m2, unbleached or bleached
551321|Fabrics, woven; plain weave, dyed, containing less than 85% by weight of polyester staple fibres, mixed mainly or solely with cotton, not exceeding 170g/m2
551323|Fabrics, woven; dyed, containing less than 85% by weight of polyester staple fibres, mixed mainly or solely with cotton, not exceeding 170g/m2
551329|Fabrics, woven; dyed, containing less than 85% by weight of synthetic staple fibres (other than polyesters), mixed mainly or solely with cotton, not exceeding 170g/m2
551331|Fabrics, woven; plain weave, of yarns of different colours, containing less than 85% by weight of polyester staple fibres, mixed mainly or solely with cotton, not exceeding 170g/m2
551339|Fabrics, woven; of yarns of different colours, containing less than 85% of synthetic staple fibres (other than polyester, plain weave), mixed mainly or solely with cotton, not exceeding 170g/m2
551341|Fabrics, woven; plain weave, printed, of polyester staple fibres, containing less than 85% by weight of such fibres, mixed mainly or solely with cotton, not exceeding 170g/m2
551349|Fabrics, woven; printed, containing less than 85% by weight of synthetic staple fibres (other than polyester, plain weave), mixed mainly or solely with cotton, not exceeding 170g/m2
5514|Woven fabrics of synthetic staple fibres, containing less than 85% by weight of such fibres, mixed mainly or solely with cotton, of a weight exceeding 170g/m2
551411|Fabrics, woven; plain weave, unbleached or bleached, containing less than 85% by weight of polyester staple fibres, mixed mainly or solely with cotton, exceeding 170g/m2
551412|Fabrics, woven; 3- or 4-thread twill, including cross twill, unbleached or bleached, containing less than 85% by weight of polyester staple fibres, mixed mainly or solely with cotton, over 170g/m2
551419|Fabrics, woven; unbleached or bleached, containing less than 85% by weight of synthetic staple fibres n.e.c. in item no. 55.14.1, mixed mainly or solely with cotton, exceeding 170g/m2
551421|Fabrics, woven; plain weave, dyed, containing less than 85% by weight of polyester staple fibres, mixed mainly or solely with cotton, exceeding 170g/m2
551422|Fabrics, woven; 3- or 4-thread twill, including cross twill, dyed, containing less than 85% by weight of polyester staple fibres, mixed mainly or solely with cotton, exceeding 170g/m2
551423|Fabrics, woven; dyed, containing less than 85% by weight of polyester staple fibres, mixed mainly or solely with cotton, exceeding 170g/m2, n.e.c. in heading no. 5514
551429|Fabrics, woven; dyed, containing less than 85% by weight of synthetic staple fibres (other than polyesters), mixed mainly or solely with cotton, exceeding 170g/m2
551430|Fabrics, woven; of yarns of different colours, containing less than 85% by weight of synthetic staple fibres, mixed mainly or solely with cotton, exceeding 170g/m2
551441|Fabrics, woven; plain weave, printed, containing less than 85% by weight of polyester staple fibres, mixed mainly or solely with cotton, exceeding 170g/m2
551442|Fabrics, woven; 3- or 4-thread twill, including cross twill, printed, containing less than 85% by weight of polyester staple fibres, mixed mainly or solely with cotton, exceeding 170g/m2
551443|Fabrics, woven; printed, containing less than 85% by weight of polyester staple fibres, mixed mainly or solely with cotton, weight exceeding 170g/m2, n.e.c. in heading no. 5514
551449|Fabrics, woven; printed, containing less than 85% by weight of synthetic staple fibres (other than polyesters), mixed mainly or solely with cotton, exceeding 170g/m2
5515|Woven fabrics of synthetic staple fibres, n.e.c. in chapter 55
551511|Fabrics, woven; of polyester staple fibres n.e.c. in chapter 55, mixed mainly or solely with viscose rayon staple fibres
551512|Fabrics, woven; of polyester staple fibres n.e.c. in chapter 55, mixed mainly or solely with man-made filaments
551513|Fabrics, woven; of polyester staple fibres n.e.c. in chapter 55, mixed mainly or solely with wool or fine animal hair
551519|Fabrics, woven; of polyester staple fibres n.e.c. in chapter 55, mixed mainly or solely with fibres n.e.c. in item no. 5515.1
551521|Fabrics, woven; of acrylic or modacrylic staple fibres n.e.c. in chapter 55, mixed mainly or solely with man-made filaments
551522|Fabrics, woven; of acrylic or modacrylic staple fibres n.e.c. in chapter 55, mixed mainly or solely with wool or fine animal hair
551529|Fabrics, woven; of acrylic or modacrylic staple fibres n.e.c. in chapter 55, mixed mainly or solely with fibres n.e.c. in item no. 5515.2
551591|Fabrics, woven; of synthetic staple fibres n.e.c. in chapter 55, mixed mainly or solely with man-made filaments
551599|Fabrics, woven; of synthetic staple fibres n.e.c. in chapter 55, mixed mainly or solely with fibres n.e.c. in heading no. 5515
5516|Woven fabrics of artificial staple fibres
551611|Fabrics, woven; unbleached or bleached, containing 85% or more by weight of artificial staple fibres
551612|Fabrics, woven; dyed, containing 85% or more by weight of artificial staple fibres
551613|Fabrics, woven; of yarns of different colours, containing 85% or more by weight of artificial staple fibres
551614|Fabrics, woven; printed, containing 85% or more by weight of artificial staple fibres
551621|Fabrics, woven; unbleached or bleached, containing less than 85% by weight of artificial staple fibres, mixed mainly or solely with manmade filaments
551622|Fabrics, woven; dyed, containing less than 85% by weight of artificial staple fibres, mixed mainly or solely with man-made filaments
551623|Fabrics, woven; of yarns of different colours, containing less than 85% by weight of artificial staple fibres, mixed mainly or solely with man-made filaments
551624|Fabrics, woven; printed, containing less than 85% by weight of artificial staple fibres, mixed mainly or solely with man-made filaments
551631|Fabrics, woven; unbleached or bleached, containing less than 85% by weight of artificial staple fibres, mixed mainly or solely with wool or fine animal hair
551632|Fabrics, woven; dyed, containing less than 85% by weight of artificial staple fibres, mixed mainly or solely with wool or fine animal hair
551633|Fabrics, woven; of yarns of different colours, containing less than 85% by weight of artificial staple fibres, mixed mainly or solely with wool or fine animal hair
551634|Fabrics, woven; printed, containing less than 85% by weight of artificial staple fibres, mixed mainly or solely with wool or fine animal hair
551641|Fabrics, woven; unbleached or bleached, containing less than 85% by weight of artificial staple fibres, mixed mainly or solely with cotton
551642|Fabrics, woven; dyed, containing less than 85% by weight of artificial staple fibres, mixed mainly or solely with cotton
551643|Fabrics, woven; of yarns of different colours, containing less than 85% by weight of artificial staple fibres, mixed mainly or solely with cotton
551644|Fabrics, woven; printed, containing less than 85% by weight of artificial staple fibres, mixed mainly or solely with cotton
551691|Fabrics, woven; unbleached or bleached, of artificial staple fibres, n.e.c. in heading no. 5516
551692|Fabrics, woven; dyed, of artificial staple fibres, n.e.c. in heading no. 5516
551693|Fabrics, woven; of yarns of different colours, of artificial staple fibres, n.e.c. in heading no. 5516
551694|Fabrics, woven; printed, of artificial staple fibres, n.e.c. in heading no. 5516
56|Wadding, felt and nonwovens, special yarns; twine, cordage, ropes and cables and articles thereof
5601|Wadding of textile materials and articles thereof; textile fibres, not exceeding 5 mm in length (flock), textile dust and mill neps
560121|Wadding; other articles thereof, of cotton
560122|Wadding; other articles thereof, of man-made fibres
560129|Wadding; other articles thereof, other than of cotton or man-made fibres
560130|Wadding; textile flock and dust and mill neps
5602|Felt; whether or not impregnated, coated, covered or laminated
560210|Felt; needleloom felt and stitch-bonded fibre fabrics, whether or not impregnated, coated, covered or laminated
560221|Felt; of wool or fine animal hair (excluding needleloom felt or stitch-bonded fibre fabrics), not impregnated, coated, covered nor laminated
560229|Felt; of textile materials other than wool or fine animal hair (excluding needleloom felt and stitch-bonded fibre fabrics), not impregnated, coated, covered or laminated
560290|Felt; impregnated, coated, covered or laminated (excluding needleloom felt and stitch-bonded fibre fabrics)
5603|Nonwovens; whether or not impregnated, coated, covered or laminated
560311|Nonwovens; whether or not impregnated, coated, covered or laminated, of man-made filaments, (weighing not more than 25g/m2)
560312|Nonwovens; whether or not impregnated, coated, covered or laminated, of man-made filaments, (weighing more than 25g/m2 but not more than 70g/m2)
560313|Nonwovens; whether or not impregnated, coated, covered or laminated, of man-made filaments, (weighing more than 70g/m2 but not more than 150g/m2)
560314|Nonwovens; whether or not impregnated, coated, covered or laminated, of man-made filaments, (weighing more than 150g/m2)
560391|Nonwovens; whether or not impregnated, coated, covered or laminated, not of man-made filaments, (weighing not more than 25g/m2)
560392|Nonwovens; whether or not impregnated, coated, covered or laminated, not of man-made filaments, (weighing more than 25g/m2 but not more than 70g/m2)
560393|Nonwovens; whether or not impregnated, coated, covered or laminated, not of man-made filaments, (weighing more than 70g/m2 but not more than 150g/m2)
560394|Nonwovens; whether or not impregnated, coated, covered or laminated, not of man-made filaments, (weighing more than 150g/m2)
5604|Rubber thread and cord, textile covered; textile yarn and strip and the like of heading no. 5404, 5405; impregnated, coated, covered or sheathed with rubber or plastics
560410|Rubber thread and cord; textile covered
560490|Yarn; textile yarn, strip, and the like of heading no. 5404 or 5405, impregnated, coated, covered, or sheathed with rubber or plastics, n.e.c. in heading no. 5604
5605|Yarn; metallised, whether or not gimped, of textile yarn, or strip or the like of heading no. 5404 or 5405, combined with metal in the form of thread, strip or powder or covered with metal
560500|Yarn; metallised, whether or not gimped, of textile yarn, or strip or the like of heading no. 5404 or 5405, combined with metal in the form of thread, strip or powder or covered with metal
5606|Yarn and strip and the like of heading no. 5404 or 5405, gimped (other than those of heading no. 5606 and gimped horsehair yarn); chenille yarn (including flock chenille yarn); loop wale-yarn
560600|Yarn and strip and the like of heading no. 5404 or 5405; gimped, (other than those of heading no. 5406 and gimped horsehair yarn); chenille yarn (including flock chenille yarn); loop wale-yarn
5607|Twine, cordage, ropes and cables, whether or not plaited or braided; whether or not impregnated, coated, covered or sheathed with rubber or plastics
560721|Twine; binder or baler twine, of sisal or other textile fibres of the genus agave
560729|Twine, cordage, ropes, cables; of sisal or other textile fibres of the genus agave (excluding binder or baler twine), whether or not plaited, braided or rubber or plastic impregnated, coated, covered or sheathed
560741|Twine; binder or baler twine, of polyethylene or polypropylene
560749|Twine, cordage, ropes, cables; of polyethylene or polypropylene (excluding binder or baler twine), whether or not plaited, braided or rubber or plastic impregnated, coated, covered or sheathed
560750|Twine, cordage, ropes, cables; of synthetic fibres other than polyethylene or polypropylene, whether or not plaited, braided or impregnated, coated, covered or sheathed with rubber or plastics
560790|Twine, cordage, ropes, cables; of materials n.e.c. in heading no. 5607, whether or not plaited, braided or impregnated, coated, covered, or sheathed with rubber or plastics
5608|Twine, cordage or rope; knotted netting, made up fishing nets and other made up nets, of textile materials
560811|Twine, cordage or rope; fishing nets, made up, of man made textile materials
560819|Twine, cordage or rope; knotted netting, for other than fishing, of man-made textile materials
560890|Twine, cordage or rope; knotted netting, of other than man-made textiles
5609|Articles of yarn, strip or the like of heading no. 5404 or 5405; twine, cordage, rope or cables n.e.c. or included
560900|Yarn; articles of yarn, strip or the like of heading no. 5404 and 5405, twine, cordage, rope or cables n.e.c. or included
57|Carpets and other textile floor coverings
5701|Carpets and other textile floor coverings; knotted, whether or not made up
570110|Carpets and other textile floor coverings; knotted, of wool or fine animal hair, whether or not made up
570190|Carpets and other textile floor coverings; knotted, of textile materials (other than wool or fine animal hair), whether or not made up
5702|Carpets and other textile floor coverings; woven, (not tufted or flocked), whether or not made up, including kelem, schumacks, karamanie and similar hand-woven rugs
570210|Carpets and other textile floor coverings; woven, (not tufted or flocked), whether or not made up, including kelem, schumacks, karamanie and similar hand-woven rugs
570220|Carpets and other textile floor coverings; woven, (not tufted or flocked), whether or not made up, of coconut fibres (coir)
570231|Carpets and other textile floor coverings; woven, (not tufted or flocked), of wool or fine animal hair, of pile construction, not made up, n.e.c. in item no. 5702.10 or 5702.20
570232|Carpets and other textile floor coverings; woven, (not tufted or flocked), of man-made textile materials, of pile construction, not made up, n.e.c. in item no. 5702.10 or 5702.20
570239|Carpets and other textile floor coverings; woven, (not tufted or flocked), of textile materials (other than man-made, wool or fine animal hair), of pile construction, not made up, n.e.c. in item no. 5702.10 or 5702.20
570241|Carpets and other textile floor coverings; woven, (not tufted or flocked), of wool or fine animal hair, of pile construction, made up, n.e.c. in item no. 5702.10 or 5702.20
570242|Carpets and other textile floor coverings; woven, (not tufted or flocked), of man-made textile materials, of pile construction, made up, n.e.c. in item no. 5702.10 or 5702.20
570249|Carpets and other textile floor coverings; woven, (not tufted or flocked), of textile materials (other than man-made, wool or fine animal hair), of pile construction, made up, n.e.c. in item no. 5702.10 or 5702.20
570250|Carpets and other textile floor coverings; woven, (not tufted or flocked), not of pile construction, not made up, n.e.c. in item no. 5702.10 or 5702.20
570291|Carpets and other textile floor coverings; woven, (not tufted or flocked), of wool or fine animal hair, (not of pile construction), made up, n.e.c. in item no. 5702.10 or 5702.20
570292|Carpets and other textile floor coverings; woven, (not tufted or flocked), of man-made textile materials, (not of pile construction), made up, n.e.c. in item no. 5702.10 or 5702.20
570299|Carpets and other textile floor coverings; woven, (not tufted or flocked), of textile materials (other than man-made or wool or fine animal hair, not of pile construction), made up, n.e.c. in item no. 5702.10 or 5702.20
5703|Carpets and other textile floor coverings (including turf); tufted, whether or not made up
570310|Carpets and other textile floor coverings (including turf); tufted, of wool or fine animal hair, whether or not made up
570321|Carpets and other textile floor coverings; tufted, of nylon or other polyamides, whether or not made up
570329|Carpets; tufted, of nylon or other polyamides, whether or not made up
570331|Carpets and other textile floor coverings; tufted, of other man-made textile materials (other than polyamides), whether or not made up
570339|Carpets; tufted, of man-made textile materials (other than polyamides), whether of not made up
570390|Carpets and other textile floor coverings; tufted, of textile materials (other than man-made, wool or fine animal hair), whether or not made up
5704|Carpets and other textile floor coverings; of felt, (not tufted or flocked), whether or not made up
570410|Textile floor coverings; felt tiles, (not tufted or flocked), whether or not made up, having a maximum surface area of 0.3m2
570420|Carpets and other textile floor coverings; of felt, (not tufted or flocked), whether or not made up, having a maximum surface area exceeding 0.3 m2 but not exceeding 1 m2
570490|Carpets and other textile floor coverings; of felt, (not tufted or flocked), in the piece, whether or not made up, having a maximum surface area exceeding 1 m2
5705|Carpets and other textile floor coverings; n.e.c. in chapter 57, whether or not made up
570500|Carpets and other textile floor coverings; n.e.c. in chapter 57, whether or not made up
58|Fabrics; special woven fabrics, tufted textile fabrics, lace, tapestries, trimmings, embroidery
5801|Fabrics; woven pile and chenille fabrics, other than fabrics of heading no. 5802 or 5806
580110|Fabrics; woven pile, of wool or fine animal hair, other than fabrics of heading no. 5802 or 5806
580121|Fabrics; woven pile, of cotton, uncut weft pile fabrics, other than fabrics of heading no. 5802 or 5806
580122|Fabrics; woven pile, of cotton, cut corduroy, other than fabrics of heading no. 5802 or 5806
580123|Fabrics; woven pile, of cotton, weft pile fabrics other than uncut and corduroy, other than fabrics of heading no. 5802 or 5806
580126|Fabrics; chenille, of cotton, other than fabrics of heading no. 5802 or 5806
580127|Fabrics; woven pile, of cotton, warp pile fabrics, other than fabrics of heading no. 5802 or 5806
580131|Fabrics; woven pile, of man-made fibres, uncut weft pile fabrics, other than fabrics of heading no. 5802 or 5806
580132|Fabrics; woven pile, of man-made fibres, cut corduroy, other than fabrics of heading no. 5802 or 5806
580133|Fabrics; woven pile, of man-made fibres, other weft pile fabrics, other than fabrics of heading no. 5802 or 5806
580136|Fabrics; chenille, of man-made fibres, other than fabrics of heading no. 5802 or 5806
580137|Fabrics; woven pile, of man-made fibres, warp pile fabrics, other than fabrics of heading no. 5802 or 5806
580190|Fabrics; woven pile and chenille, of textile materials n.e.c. in heading no. 5801, other than fabrics of heading no. 5802 or 5806
5802|Fabrics; terry towelling and similar woven terry fabrics other than narrow fabrics of heading no. 5806; tufted textile fabrics, excluding products of heading no. 5703
580210|Fabrics; terry towelling and similar woven terry fabrics, of cotton, whether bleached or unbleached, excluding narrow fabrics of heading no. 5806
580220|Fabrics; terry towelling and similar woven terry fabrics, of textile materials, excluding cotton, excluding narrow fabrics of heading no. 5806
580230|Fabrics; tufted textile fabrics, excluding products of heading no. 5703
5803|Gauze; other than narrow fabrics of heading no. 5806
580300|Gauze; other than narrow fabrics of heading no. 5806
5804|Tulles and other net fabrics; not including woven, knitted or crocheted fabrics; lace in the piece, in strips or in motifs, (other than fabrics of headings 60.02 to 60.06)
580410|Tulles and other net fabrics; excluding woven, knitted or crocheted fabrics, (other than fabrics of headings 60.02 to 60.06)
580421|Lace; mechanically made, of man-made fibres in the piece, in strips or in motifs, (other than fabrics of headings 60.02 to 60.06)
580429|Lace; mechanically made, of textile materials, (other than man-made fibres), in the piece, in strips or motifs, (other than fabrics of headings 60.02 to 60.06)
580430|Lace; hand-made, in the piece, in strips or motifs, (other than fabrics of headings 60.02 to 60.06)
5805|Tapestries; hand-woven, (Gobelins, Flanders, Aubusson, Beauvais and the like) and needle-worked tapestries (e.g. petit point, cross-stitch) whether or not made up
580500|Tapestries; hand-woven, (Gobelins, Flanders, Aubusson, Beauvais and the like) and needle-worked tapestries (e.g. petit point, cross-stitch) whether or not made up
5806|Fabrics; narrow woven, other than goods of heading 5807; narrow fabrics consisting of warp without weft assembled by means of an adhesive (bolducs)
580610|Fabrics; woven pile (including terry towelling and similar terry fabrics) and chenille fabrics (excluding goods of heading 5807)
580620|Fabrics; narrow (excluding pile fabrics), containing by weight 5% or more of elastomeric yarn or rubber thread
580631|Fabrics; narrow woven fabrics, n.e.c. in heading no. 5806, of cotton (excluding goods of heading no. 5807)
580632|Fabrics, narrow woven fabrics, n.e.c. in heading no. 5806, of man-made fibres (excluding goods of heading no. 5807)
580639|Fabrics; narrow woven fabrics, n.e.c. in heading no. 5806, of textile materials n.e.c. in item no. 5806.3 (excluding goods of heading no. 5807)
580640|Fabrics; narrow woven, consisting of warp without weft, assembled by means of an adhesive (bolducs)
5807|Labels, badges and similar articles; of textile materials, in the piece, in strips or cut to shape or size, not embroidered
580710|Labels, badges and similar articles; woven, of textile materials, in the piece, in strips or cut to shape or size, not embroidered
580790|Labels, badges and similar articles; (other than woven), of textile materials, in the piece, in strips or cut to shape or size, not embroidered
5808|Braids in the piece; ornamental trimmings in the piece, without embroidery, other than knitted or crocheted; tassels, pompons and similar articles
580810|Braids; in the piece
580890|Ornamental trimmings; tassels, pompons and similar articles; ornamental trimmings in the piece, without embroidery, other than knitted or crocheted
5809|Fabrics, woven; of metal thread and metallised yarn of heading no. 5605, of a kind used in apparel, as furnishing fabrics or similar purposes; n.e.c. or included
580900|Fabrics, woven; of metal thread and metallised yarn of heading no. 5605, of a kind used in apparel, as furnishing fabrics or similar purposes; n.e.c. or included
5810|Embroidery; in the piece, in strips or in motifs
581010|Embroidery; without visible ground, in the piece, in strips or in motifs
581091|Embroidery; with visible ground, of cotton, in the piece, in strips or in motifs
581092|Embroidery; with visible ground, of man-made fibres, in the piece, in strips or in motifs
581099|Embroidery; with visible ground, of textile materials (other than cotton and man-made fibres), in the piece, in strips or in motifs
5811|Quilted textile products; in the piece, composed of one or more layers of textile materials assembled with padding by stitching or otherwise (excluding embroidery of heading no. 5810)
581100|Quilted textile products; in the piece, composed of one or more layers of textile materials assembled with padding by stitching or otherwise (excluding embroidery of heading no. 5810)
59|Textile fabrics; impregnated, coated, covered or laminated; textile articles of a kind suitable for industrial use
5901|Textile fabrics, gum or amylaceous substance coated, used for outer book covers and like; tracing cloth, prepared painting canvas; buckram and similar stiffened textile fabrics used for hat foundation
590110|Textile fabrics; coated with gum or amylaceous substances, of a kind used for the outer covers of books or the like
590190|Textile fabrics; coated with gum or amylaceous substances, tracing cloth, prepared painting canvas, buckram and similar stiffened textile fabrics for hat foundations, (excluding book covers)
5902|Textile fabrics; tyrecord of high tenacity yarn of nylon or other polyamides polyesters or viscose rayon
590210|Textile fabrics; tyrecord of high tenacity yarn of nylon or other polyamides
590220|Textile fabrics; tyrecord of high tenacity yarn of polyester
590290|Textile fabrics; tyrecord of high tenacity yarn of viscose rayon
5903|Textile fabrics impregnated, coated, covered or laminated with plastics, other than those of heading no. 5902
590310|Textile fabrics; impregnated, coated, covered or laminated with poly(vinyl chloride)
590320|Textile fabrics; impregnated, coated, covered or laminated with polyurethane
590390|Textile fabrics; impregnated, coated, covered or laminated with plastics, (excluding polyvinyl chloride, polyurethane and those of heading no. 5902)
5904|Linoleum, whether or not cut to shape; floor coverings consisting of a coating or covering applied on a textile backing, whether or not cut to shape
590410|Linoleum, whether or not cut to shape
590490|Textiles floor coverings; consisting of a coating or covering applied on a textile backing, whether or not cut to shape, other than linoleum
5905|Textile wall coverings
590500|Textile wall coverings of fabrics impregnated, coated, covered or laminated
5906|Textile fabrics, rubberised; other than those of heading no. 5902
590610|Textile fabrics, rubberised; (excluding those of heading no. 5902), adhesive tape of a width not exceeding 20cm
590691|Textile fabrics, rubberised; (excluding those of heading no. 5902 and adhesive tape of a width not exceeding 20cm), knitted or crocheted
590699|Textile fabrics, rubberised; (excluding those of heading no. 5902 and adhesive tape of a width not exceeding 20cm), not knitted or crocheted
5907|Textile fabrics; otherwise impregnated, coated or covered; painted canvas being theatrical scenery, studio back-cloths or the like
590700|Textile fabrics; otherwise impregnated, coated or covered, painted canvas being theatrical scenery, studio back-cloths or the like
5908|Textile wicks, woven, plaited or knitted; for lamps, stoves, lighters, candles or the like; incandescent gas mantles and tubular knitted gas mantle fabric therefor, whether or not impregnated
590800|Textile wicks, woven, plaited or knitted; for lamps, stoves, lighters, candles or the like; incandescent gas mantles and tubular knitted gas mantle fabric therefor, whether or not impregnated
5909|Textile hose piping and similar textile tubing; with or without lining, armour or accessories of other materials
590900|Textile hosepiping and similar textile tubing; with or without lining, armour or accessories of other materials
5910|Textiles; transmission or conveyor belts or belting, of textile material, whether or not impregnated, coated, covered or laminated with plastics, or reinforced with metal or other material
591000|Textiles; transmission or conveyor belts or belting, of textile material, whether or not impregnated, coated, covered or laminated with plastics, or reinforced with metal or other material
5911|Textile products and articles for technical uses; specified in note 7 to this chapter
591110|Textile fabric, felt & felt-lined woven fabrics, coated/covered/laminated with rubber, leather or other material, for card clothing, similar fabrics used for technical purposes, including rubber impregnated narrow velvet fabrics to cover weaving spindles
591120|Textile products and articles for technical uses; bolting cloth, whether or not made up
591131|Textiles; fabrics and felts, endless or fitted with linking devices, of a kind used in paper-making or similar machines, weighing less than 650g/m2
591132|Textiles; fabrics and felts, endless or fitted with linking devices, of a kind used in paper-making or similar machines, weighing 650g/m2 or more
591140|Textile products and articles for technical uses; straining cloth of a kind used in oil presses and the like, including that of human hair
591190|Textile products and articles for technical uses; n.e.c. in heading no. 5911
60|Fabrics; knitted or crocheted
6001|Fabrics; pile fabrics, including long pile fabrics and terry fabrics, knitted or crocheted
600110|Fabrics; long pile fabrics, knitted or crocheted
600121|Fabrics; looped pile fabrics, of cotton, knitted or crocheted
600122|Fabrics; looped pile fabrics, of man-made fibres, knitted or crocheted
600129|Fabrics; looped pile fabrics, of textile materials (other than cotton or man-made fibres), knitted or crocheted
600191|Fabrics; pile fabrics (excluding long pile and loop pile), of cotton, knitted or crocheted
600192|Fabrics; pile fabrics (excluding long pile and loop pile), of man-made fibres, knitted or crocheted
600199|Fabrics; pile fabrics (excluding long pile and loop pile), of textile materials (other than cotton or man-made fibres), knitted or crocheted
6002|Fabrics; knitted or crocheted, other than those of heading 60.01, of a width not exceeding 30cm, containing by weight 5% or more of elastomeric yarn or rubber thread
600240|Fabrics; knitted or crocheted, other than those of heading 60.01, of a width not exceeding 30 cm, containing by weight 5% or more of elastomeric yarn but not containing rubber thread
600290|Fabrics; knitted or crocheted, other than those of heading 60.01, of a width not exceeding 30 cm, containing by weight 5% or more of elastomeric yarn or rubber thread
6003|Fabrics; knitted or crocheted fabrics, other than those of heading 60.01 and 60.02, of a width not exceeding 30 cm,
600310|Fabrics; knitted or crocheted fabrics, other than those of heading 60.01 and 60.02, of a width not exceeding 30 cm, of wool or fine animal hair
600320|Fabrics; knitted or crocheted fabrics, other than those of heading 60.01 and 60.02, of a width not exceeding 30 cm, of cotton
600330|Fabrics; knitted or crocheted fabrics, other than those of heading 60.01 and 60.02, of a width not exceeding 30 cm, of synthetic fibres
600340|Fabrics; knitted or crocheted fabrics, other than those of heading 60.01 and 60.02, of a width not exceeding 30 cm, of artificial fibres
600390|Fabrics; knitted or crocheted fabrics, other than those of heading 60.01 and 60.02, of a width not exceeding 30 cm, other than of wool and fine animal hair, cotton, synthetic or artificial fibres
6004|Fabrics; knitted or crocheted fabrics of a width exceeding 30 cm, other than those of heading 60.01, containing by weight 5% or more of elastomeric yarn or rubber thread
600410|Fabrics; knitted or crocheted fabrics of a width exceeding 30 cm, other than those of heading 60.01, containing by weight 5% or more of elastomeric yarn but not containing rubber thread
600490|Fabrics; knitted or crocheted, other than those of heading 60.01, of a width exceeding 30 cm, containing by weight 5% or more of elastomeric yarn or rubber thread,
6005|Fabrics; warp knit (including those made on galloon knitting machines), other than those of headings 60.01 to 60.04
600521|Fabrics; warp knit (including those made on galloon knitting machines), other than those of headings 60.01 to 60.04, of cotton, unbleached or bleached
600522|Fabrics; warp knit (including those made on galloon knitting machines), other than those of headings 60.01 to 60.04, of cotton, dyed
600523|Fabrics; warp knit (including those made on galloon knitting machines), other than those of headings 60.01 to 60.04, of cotton, yarns of different colours
600524|Fabrics; warp knit (including those made on galloon knitting machines), other than those of headings 60.01 to 60.04, of cotton, printed
600535|Fabrics; warp knit (including those made on galloon knitting machines), other than those of headings 60.01 to 60.04, of synthetic fibres specified in Subheading Note 1 to this Chapter
600536|Fabrics; warp knit (including those made on galloon knitting machines), other than those of headings 60.01 to 60.04, of synthetic fibres, bleached or unbleached
600537|Fabrics; warp knit (including those made on galloon knitting machines), other than those of headings 60.01 to 60.04, of synthetic fibres, dyed
600538|Fabrics; warp knit (including those made on galloon knitting machines), other than those of headings 60.01 to 60.04, of synthetic fibres, yarns of different colours
600539|Fabrics; warp knit (including those made on galloon knitting machines), other than those of headings 60.01 to 60.04, of synthetic fibres, printed
600541|Fabrics; warp knit (including those made on galloon knitting machines), other than those of headings 60.01 to 60.04, of artificial fibres, bleached or unbleached
600542|Fabrics; warp knit (including those made on galloon knitting machines), other than those of headings 60.01 to 60.04, of artificial fibres, dyed
600543|Fabrics; warp knit (including those made on galloon knitting machines), other than those of headings 60.01 to 60.04, of artificial fibres, of yarns of different colours
600544|Fabrics; warp knit (including those made on galloon knitting machines), other than those of headings 60.01 to 60.04, of artificial fibres, printed
600590|Fabrics; warp knit (including those made on galloon knitting machines), other than those of headings 60.01 to 60.04, excluding those made from cotton or synthetic or artificial fibres
6006|Fabrics; knitted or crocheted fabrics, other than those of headings 60.01 to 60.04
600610|Fabrics; knitted or crocheted fabrics, other than those of headings 60.01 to 60.04, of wool or fine animal hair
600621|Fabrics; knitted or crocheted fabrics, other than those of headings 60.01 to 60.04, of cotton, unbleached or bleached
600622|Fabrics; knitted or crocheted fabrics, other than those of headings 60.01 to 60.04, of cotton, dyed
600623|Fabrics; knitted or crocheted fabrics, other than those of headings 60.01 to 60.04, of cotton, of yarns of different colours
600624|Fabrics; knitted or crocheted fabrics, other than those of headings 60.01 to 60.04, of cotton, printed
600631|Fabrics; knitted or crocheted fabrics, other than those of headings 60.01 to 60.04, of synthetic fibres, unbleached or bleached
600632|Fabrics; knitted or crocheted fabrics, other than those of headings 60.01 to 60.04, of synthetic fibres, dyed
600633|Fabrics; knitted or crocheted fabrics, other than those of headings 60.01 to 60.04, of synthetic fibres, of yarns of different colours
600634|Fabrics; knitted or crocheted fabrics, other than those of headings 60.01 to 60.04, of synthetic fibres, printed
600641|Fabrics; knitted or crocheted fabrics, other than those of headings 60.01 to 60.04, of artificial fibres, unbleached or bleached
600642|Fabrics; knitted or crocheted fabrics, other than those of headings 60.01 to 60.04, of artificial fibres, dyed
600643|Fabrics; knitted or crocheted fabrics, other than those of headings 60.01 to 60.04, of artificial fibres, of yarns of different colours
600644|Fabrics; knitted or crocheted fabrics, other than those of headings 60.01 to 60.04, of artificial fibres, printed
600690|Fabrics; knitted or crocheted fabrics, other than those of headings 60.01 to 60.04,and other than those made of wool, fine animal hair, cotton, synthetic or artificial fibres
61|Apparel and clothing accessories; knitted or crocheted
6101|Coats; men's or boys' overcoats, car-coats, capes, cloaks, anoraks, ski-jackets, wind-cheaters, wind-jackets and similar articles; knitted or crocheted, other than those of heading no. 6103
610120|Coats; men's or boys' overcoats, car-coats, capes, anoraks, wind-jackets and similar articles, of cotton, knitted or crocheted (excluding those of heading no. 6103)
610130|Coats; men's or boys' overcoats, car-coats, capes, anoraks, wind-jackets and similar articles, of man-made fibres, knitted or crocheted, (excluding those of heading no. 6103)
610190|Coats; men's or boys' overcoats, car-coats, capes, anoraks, wind-jackets and similar articles, of textile materials n.e.c. in heading no. 6101, knitted or crocheted (excluding those of heading no. 6103)
6102|Coats; women's or girls' overcoats, car-coats, capes, cloaks, anoraks, ski-jackets, wind-cheaters, wind-jackets and similar articles, knitted or crocheted, other than those of heading no. 6104
610210|Coats; women's or girls' overcoats, car-coats, capes, anoraks, wind-jackets and similar articles, of wool or fine animal hair, knitted or crocheted (excluding those of heading no. 6104)
610220|Coats; women's or girls' overcoats, car-coats, capes, anoraks, wind-jackets and similar articles, of cotton, knitted or crocheted (excluding those of heading no. 6104)
610230|Coats; women's or girls' overcoats, car-coats, capes, anoraks, wind-jackets and similar articles, of man-made fibres, knitted or crocheted (excluding those of heading no. 6104)
610290|Coats; women's or girls' overcoats, car-coats, capes, anoraks, wind-jackets and similar articles, of textile materials n.e.c. in heading no. 6102, knitted or crocheted (excluding those of heading no. 6104)
6103|Suits, ensembles, jackets, blazers, trousers, bib and brace overalls, breeches, shorts (not swimwear); men's or boys', knitted or crocheted
610310|Suits; men's or boys', knitted or crocheted
610322|Ensembles; men's or boys', of cotton, knitted or crocheted
610323|Ensembles; men's or boys', of synthetic fibres, knitted or crocheted
610329|Ensembles; men's or boys', of textile materials (other than cotton or synthetic fibres), knitted or crocheted
610331|Jackets and blazers; men's or boys', of wool or fine animal hair, knitted or crocheted
610332|Jackets and blazers; men's or boys', of cotton, knitted or crocheted
610333|Jackets and blazers; men's or boys', of synthetic fibres, knitted or crocheted
610339|Jackets and blazers; men's or boys', of textile materials (other than wool or fine animal hair, cotton or synthetic fibres), knitted or crocheted
610341|Trousers, bib and brace overalls, breeches and shorts; men's or boys', of wool or fine animal hair, knitted or crocheted
610342|Trousers, bib and brace overalls, breeches and shorts; men's or boys', of cotton, knitted or crocheted
610343|Trousers, bib and brace overalls, breeches and shorts; men's or boys', of synthetic fibres, knitted or crocheted
610349|Trousers, bib and brace overalls, breeches and shorts; men's or boys', of textile materials (other than wool or fine animal hair, cotton or synthetic fibres), knitted or crocheted
6104|Suits, ensembles, jackets, dresses, skirts, divided skirts, trousers, bib and brace overalls, breeches and shorts (not swimwear), women's or girls', knitted or crocheted
610413|Suits; women's or girls', of synthetic fibres, knitted or crocheted
610419|Suits; women's or girls', of textile materials (other than synthetic fibres), knitted or crocheted
610422|Ensembles; women's or girls', of cotton, knitted or crocheted
610423|Ensembles; women's or girls', of synthetic fibres, knitted or crocheted
610429|Ensembles; women's or girls', of textile materials (other than cotton or synthetic fibres), knitted or crocheted
610431|Jackets; women's or girls', of wool or fine animal hair, knitted or crocheted
610432|Jackets; women's or girls', of cotton, knitted or crocheted
610433|Jackets; women's or girls', of synthetic fibres, knitted or crocheted
610439|Jackets; women's or girls', of textile materials (other than wool or fine animal hair, cotton or synthetic fibres), knitted or crocheted
610441|Dresses; women's or girls', of wool or fine animal hair, knitted or crocheted
610442|Dresses; women's or girls', of cotton, knitted or crocheted
610443|Dresses; women's or girls', of synthetic fibres, knitted or crocheted
610444|Dresses; women's or girls', of artificial fibres, knitted or crocheted
610449|Dresses; women's or girls', of textile materials (other than wool or fine animal hair, cotton, synthetic or artificial fibres), knitted or crocheted
610451|Skirts and divided skirts; women's or girls', of wool or fine animal hair, knitted or crocheted
610452|Skirts and divided skirts; women's or girls', of cotton, knitted or crocheted
610453|Skirts and divided skirts; women's or girls', of synthetic fibres, knitted or crocheted
610459|Skirts and divided skirts; women's or girls', of textile materials (other than wool or fine animal hair, cotton or synthetic fibres), knitted or crocheted
610461|Trousers, bib and brace overalls, breeches and shorts; women's or girls', of wool or fine animal hair, knitted or crocheted
610462|Trousers, bib and brace overalls, breeches and shorts; women's or girls', of cotton, knitted or crocheted
610463|Trousers, bib and brace overalls, breeches and shorts; women's or girls', of synthetic fibres, knitted or crocheted
610469|Trousers, bib and brace overalls, breeches and shorts; women's or girls', of textile materials (other than wool or fine animal hair, cotton or synthetic fibres), knitted or crocheted
6105|Shirts; men's or boys', knitted or crocheted
610510|Shirts; men's or boys', of cotton, knitted or crocheted
610520|Shirts; men's or boys', of man-made fibres, knitted or crocheted
610590|Shirts; men's or boys', of textile materials (other than cotton or man-made fibres), knitted or crocheted
6106|Blouses, shirts and shirt-blouses; women's or girls', knitted or crocheted
610610|Blouses, shirts and shirt-blouses; women's or girls', of cotton, knitted or crocheted
610620|Blouses, shirts and shirt-blouses; women's or girls', of man-made fibres, knitted or crocheted
610690|Blouses, shirts and shirt-blouses; women's or girls', of textile materials (other than cotton or man-made fibres), knitted or crocheted
6107|Underpants, briefs, nightshirts, pyjamas, bathrobes, dressing gowns and similar articles; men's or boys', knitted or crocheted
610711|Underpants and briefs; men's or boys', of cotton, knitted or crocheted
610712|Underpants and briefs; men's or boys', of man-made fibres, knitted or crocheted
610719|Underpants and briefs; men's or boys', of textile materials (other than cotton or man-made fibres), knitted or crocheted
610721|Nightshirts and pyjamas; men's or boys', of cotton, knitted or crocheted
610722|Nightshirts and pyjamas; men's or boys', of man-made fibres, knitted or crocheted
610729|Nightshirts and pyjamas; men's or boys', of textile materials (other than cotton or man-made fibres), knitted or crocheted
610791|Bathrobes, dressing gowns and similar articles; men's or boys', of cotton, knitted or crocheted
610799|Bathrobes, dressing gowns and similar articles; men's or boys', of textile materials (other than cotton), knitted or crocheted
6108|Slips, petticoats, briefs, panties, nightdresses, pyjamas, negligees, bathrobes, dressing gowns and similar articles; women's or girls', knitted or crocheted
610811|Slips and petticoats; women's or girls', of man-made fibres, knitted or crocheted
610819|Slips and petticoats; women's or girls', of textile materials (other than man-made fibres), knitted or crocheted
610821|Briefs and panties; women's or girls', of cotton, knitted or crocheted
610822|Briefs and panties; women's or girls', of man-made fibres, knitted or crocheted
610829|Briefs and panties; women's or girls', of textile materials (other than cotton or man-made fibres), knitted or crocheted
610831|Nightdresses and pyjamas; women's or girls', of cotton, knitted or crocheted
610832|Nightdresses and pyjamas; women's or girls', of man-made fibres, knitted or crocheted
610839|Nightdresses and pyjamas; women's or girls', of textile materials (other than cotton or man-made fibres), knitted or crocheted
610891|Negligees, bathrobes, dressing gowns and similar articles; women's or girls', of cotton, knitted or crocheted
610892|Negligees, bathrobes, dressing gowns and similar articles; women's or girls', of man-made fibres, knitted or crocheted
610899|Negligees, bathrobes, dressing gowns and similar articles; women's or girls', of textile materials (other than cotton or man-made fibres), knitted or crocheted
6109|T-shirts, singlets and other vests; knitted or crocheted
610910|T-shirts, singlets and other vests; of cotton, knitted or crocheted
610990|T-shirts, singlets and other vests; of textile materials (other than cotton), knitted or crocheted
6110|Jerseys, pullovers, cardigans, waistcoats and similar articles; knitted or crocheted
611011|Jerseys, pullovers, cardigans, waistcoats and similar articles; knitted or crocheted, of wool or fine animal hair
611012|Jerseys, pullovers, cardigans, waistcoats and similar articles; knitted or crocheted, of fibres from kashmir (cashmere) goats
611019|Jerseys, pullovers, cardigans, waistcoats and similar articles; knitted or crocheted, of fine animal hair other than that of kashmir (cashmere) goats
611020|Jerseys, pullovers, cardigans, waistcoats and similar articles; of cotton, knitted or crocheted
611030|Jerseys, pullovers, cardigans, waistcoats and similar articles; of man-made fibres, knitted or crocheted
611090|Jerseys, pullovers, cardigans, waistcoats and similar articles; of textile materials (other than wool or fine animal hair, cotton or man-made fibres), knitted or crocheted
6111|Garments and clothing accessories, babies'; knitted or crocheted
611120|Garments and clothing accessories; babies', of cotton, knitted or crocheted
611130|Garments and clothing accessories; babies', of synthetic fibres, knitted or crocheted
611190|Garments and clothing accessories; babies', of textile materials (other than cotton or synthetic fibres), knitted or crocheted
6112|Track suits, ski suits and swimwear; knitted or crocheted
611211|Track suits; of cotton, knitted or crocheted
611212|Track suits; of synthetic fibres, knitted or crocheted
611219|Track suits; of textile materials (other than cotton or synthetic fibres), knitted or crocheted
611220|Ski suits; knitted or crocheted
611231|Swimwear; men's or boys', of synthetic fibres, knitted or crocheted
611239|Swimwear; men's or boys', of textile materials (other than synthetic fibres), knitted or crocheted
611241|Swimwear; women's or girls', of synthetic fibres, knitted or crocheted
611249|Swimwear; women's or girls', of textile materials (other than synthetic fibres), knitted or crocheted
6113|Garments made up of knitted or crocheted fabrics of heading no. 5903, 5906 and 5907
611300|Garments made up of knitted or crocheted fabrics of heading no. 5903, 5906 and 5907
6114|Garments; knitted or crocheted, n.e.c. in chapter 61
611420|Garments; of cotton, knitted or crocheted, n.e.c. in chapter 61
611430|Garments; of man-made fibres, knitted or crocheted, n.e.c. in chapter 61
611490|Garments; of textile materials (other than cotton or man-made fibres), knitted or crocheted, n.e.c. in chapter 61
6115|Hosiery; panty hose, tights, stockings, socks and other hosiery, including graduated compression hosiery (for example, stockings for varicose veins) and footwear without applied soles, knitted or crocheted
611510|Graduated compression hosiery (for example, stockings for varicose veins), knitted or crocheted
611521|Hosiery; panty hose and tights (other than graduated compression hosiery), of synthetic fibres, measuring per single yarn less than 67 decitex, knitted or crocheted
611522|Hosiery; panty hose and tights (other than graduated compression hosiery), of synthetic fibres, measuring per single yarn 67 decitex or more, knitted or crocheted
611529|Hosiery; panty hose and tights (other than graduated compression hosiery), of textile materials (other than synthetic fibres), knitted or crocheted
611530|Hosiery; women's, full-length or knee-length (other than graduated compression hosiery), measuring per single yarn less than 67 decitex, knitted or crocheted
611594|Hosiery and footwear; without applied soles, of wool or fine animal hair, knitted or crocheted (excluding graduated compression hosiery, panty hose, tights, women's full or knee-length hosiery measuring per single yarn less than 67 decitex)
611595|Hosiery and footwear; without applied soles, of cotton, knitted or crocheted (excluding graduated compression hosiery, panty hose, tights, full or knee-length hosiery measuring per single yarn less than 67 decitex)
611596|Hosiery and footwear; without applied soles, of synthetic fibres, knitted or crocheted (excluding graduated compression hosiery, panty hose, tights, full or knee-length hosiery measuring per single yarn less than 67 decitex)
611599|Hosiery and footwear; without applied soles, of textile materials n.e.c. in item no. 6115.9, knitted or crocheted (excluding graduated compression hosiery, panty hose, tights, full or knee-length hosiery measuring per single yarn less than 67 decitex)
6116|Gloves, mittens and mitts; knitted or crocheted
611610|Gloves, mittens and mitts; knitted or crocheted, impregnated, coated, covered or laminated with plastics or rubber
611691|Gloves, mittens and mitts; of wool or fine animal hair, knitted or crocheted, (other than impregnated, coated, covered or laminated with plastics or rubber)
611692|Gloves, mittens and mitts; of cotton, knitted or crocheted, (other than impregnated, coated, covered or laminated with plastics or rubber)
611693|Gloves, mittens and mitts; of synthetic fibres, knitted or crocheted, (other than impregnated, coated, covered or laminated with plastics or rubber)
611699|Gloves, mittens and mitts; of textile materials (other than wool or fine animal hair, cotton or synthetic fibres), knitted or crocheted, (other than impregnated, coated, covered or laminated with plastics or rubber)
6117|Clothing accessories; made up, knitted or crocheted, knitted or crocheted parts of garments or of clothing accessories
611710|Shawls, scarves, mufflers, mantillas, veils and the like; knitted or crocheted
611780|Clothing accessories; knitted or crocheted, n.e.c. in heading no. 6117
611790|Clothing; parts, knitted or crocheted
62|Apparel and clothing accessories; not knitted or crocheted
6201|Overcoats, car-coats, capes, cloaks, anoraks (including ski-jackets), wind-cheaters, wind-jackets and similar articles, men's or boys', other than those of heading no. 6203 (not knitted or crocheted)
620120|Coats; men's or boys', overcoats, raincoats, car-coats, capes, cloaks, anoraks (including ski-jackets) and similar articles, of wool or fine animal hair, other than those of heading no. 6203 (not knitted or crocheted)
620130|Coats; men's or boys', overcoats, raincoats, car-coats, capes, cloaks, anoraks (including ski-jackets) and similar articles, of cotton, other than those of heading no. 6203 (not knitted or crocheted)
620140|Coats; men's or boys', overcoats, raincoats, car-coats, capes, cloaks, anoraks (including ski-jackets) and similar articles, of man-made fibres, other than those of heading no. 6203 (not knitted or crocheted)
620190|Coats; men's or boys', overcoats, rain-coats, car-coats, capes, cloaks and similar, of textile materials (other than wool, fine animal hair, cotton or man-made fibres), other than those of heading no. 6203 (not knitted or crocheted)
6202|Coats; women's or girls' overcoats, carcoats, capes, cloaks, anoraks (including ski-jackets), wind-cheaters, wind-jackets and similar articles, other than those of heading no. 6204 (not knitted or crocheted)
620220|Coats; women's or girls', overcoats, raincoats, car-coats, capes, cloaks anoraks (including ski-jackets) and similar articles, of wool or fine animal hair, other than those of heading no. 6204 (not knitted or crocheted)
620230|Coats; women's or girls', overcoats, raincoats, car-coats, capes, cloaks anoraks (including ski-jackets) and similar articles, of cotton, other than those of heading no. 6204 (not knitted or crocheted)
620240|Coats; women's or girls', overcoats, raincoats, car-coats, capes, cloaks anoraks (including ski-jackets) and similar articles, of man-made fibres, other than those of heading no. 6204 (not knitted or crocheted)
620290|Coats; women's or girls', overcoats, raincoats, car-coats, capes, cloaks and similar articles, of textile materials (other than wool, fine animal hair, cotton or man-made fibres), other than those of heading no. 6204 (not knitted or crocheted)
6203|Suits, ensembles, jackets, blazers, trousers, bib and brace overalls, breeches and shorts (other than swimwear); men's or boys' (not knitted or crocheted)
620311|Suits; men's or boys', of wool or fine animal hair (not knitted or crocheted)
620312|Suits; men's or boys', of synthetic fibres (not knitted or crocheted)
620319|Suits; men's or boys', of textile materials n.e.c. in item no. 6203.1 (not knitted or crocheted)
620322|Ensembles; men's or boys', of cotton (not knitted or crocheted)
620323|Ensembles; men's or boys', of synthetic fibres (not knitted or crocheted)
620329|Ensembles; men's or boys', of textile materials n.e.c. in item no. 6203.2 (not knitted or crocheted)
620331|Jackets and blazers; men's or boys', of wool or fine animal hair (not knitted or crocheted)
620332|Jackets and blazers; men's or boys', of cotton (not knitted or crocheted)
620333|Jackets and blazers; men's or boys', of synthetic fibres (not knitted or crocheted)
620339|Jackets and blazers; men's or boys', of textile materials n.e.c. in item no. 6203.3 (not knitted or crocheted)
620341|Trousers, bib and brace overalls, breeches and shorts; men's or boys', of wool or fine animal hair (not knitted or crocheted)
620342|Trousers, bib and brace overalls, breeches and shorts; men's or boys', of cotton (not knitted or crocheted)
620343|Trousers, bib and brace overalls, breeches and shorts; men's or boys', of synthetic fibres (not knitted or crocheted)
620349|Trousers, bib and brace overalls, breeches and shorts; men's or boys', of textile materials (other than wool, fine animal hair, cotton or synthetic fibres), (not knitted or crocheted)
6204|Suits, ensembles, jackets, dresses, skirts, divided skirts, trousers, bib and brace overalls, breeches and shorts (other than swimwear); women's or girls' (not knitted or crocheted)
620411|Suits; women's or girls', of wool or fine animal hair (not knitted or crocheted)
620412|Suits; women's or girls', of cotton (not knitted or crocheted)
620413|Suits; women's or girls', of synthetic fibres (not knitted or crocheted)
620419|Suits; women's or girls', of textile materials n.e.c. in item no. 6204.1 (not knitted or crocheted)
620421|Ensembles; women's or girls', of wool or fine animal hair (not knitted or crocheted)
620422|Ensembles; women's or girls', of cotton (not knitted or crocheted)
620423|Ensembles; women's or girls', of synthetic fibres (not knitted or crocheted)
620429|Ensembles; women's or girls', of textile materials n.e.c. in item no. 6204.2 (not knitted or crocheted)
620431|Jackets and blazers; women's or girls', of wool or fine animal hair (not knitted or crocheted)
620432|Jackets and blazers; women's or girls', of cotton (not knitted or crocheted)
620433|Jackets and blazers; women's or girls', of synthetic fibres (not knitted or crocheted)
620439|Jackets and blazers; women's or girls', of textile materials n.e.c. in item no. 6204.3 (not knitted or crocheted)
620441|Dresses; women's or girls', of wool or fine animal hair (not knitted or crocheted)
620442|Dresses; women's or girls', of cotton (not knitted or crocheted)
620443|Dresses; women's or girls', of synthetic fibres (not knitted or crocheted)
620444|Dresses; women's or girls', of artificial fibres (not knitted or crocheted)
620449|Dresses; women's or girls', of textile materials n.e.c. in item no. 6204.4 (not knitted or crocheted)
620451|Skirts and divided skirts; women's or girls', of wool or fine animal hair (not knitted or crocheted)
620452|Skirts and divided skirts; women's or girls', of cotton (not knitted or crocheted)
620453|Skirts and divided skirts; women's or girls', of synthetic fibres (not knitted or crocheted)
620459|Skirts and divided skirts; women's or girls', of textile materials n.e.c. in item no. 6204.5 (not knitted or crocheted)
620461|Trousers, bib and brace overalls, breeches and shorts; women's or girls', of wool or fine animal hair (not knitted or crocheted)
620462|Trousers, bib and brace overalls, breeches and shorts; women's or girls', of cotton (not knitted or crocheted)
620463|Trousers, bib and brace overalls, breeches and shorts; women's or girls', of synthetic fibres (not knitted or crocheted)
620469|Trousers, bib and brace overalls, breeches and shorts; women's or girls', of textile materials (other than wool, fine animal hair, cotton or synthetic fibres), (not knitted or crocheted)
6205|Shirts; men's or boys' (not knitted or crocheted)
620520|Shirts; men's or boys', of cotton (not knitted or crocheted)
620530|Shirts; men's or boys', of man-made fibres (not knitted or crocheted)
620590|Shirts; men's or boys', of textile materials n.e.c. in heading no. 6205 (not knitted or crocheted)
6206|Blouses, shirts and shirt-blouses; women's or girls' (not knitted or crocheted)
620610|Blouses, shirts and shirt-blouses; women's or girls', of silk or silk waste (not knitted or crocheted)
620620|Blouses, shirts and shirt-blouses; women's or girls', of wool or fine animal hair (not knitted or crocheted)
620630|Blouses, shirts and shirt-blouses; women's or girls', of cotton (not knitted or crocheted)
620640|Blouses, shirts and shirt-blouses; women's or girls', of man-made fibres (not knitted or crocheted)
620690|Blouses, shirts and shirt-blouses; women's or girls', of textile materials n.e.c. in heading no. 6206 (not knitted or crocheted)
6207|Singlets and other vests, underpants, briefs, night-shirts, pyjamas, bathrobes, dressing gowns and similar articles; men's or boys' (not knitted or crocheted)
620711|Underpants and briefs; men's or boys', of cotton (not knitted or crocheted)
620719|Underpants and briefs; men's or boys', of textile materials other than cotton (not knitted or crocheted)
620721|Nightshirts and pyjamas; men's or boys', of cotton (not knitted or crocheted)
620722|Nightshirts and pyjamas; men's or boys', of man-made fibres (not knitted or crocheted)
620729|Nightshirts and pyjamas; men's or boys', of textile materials other than cotton or man-made fibres (not knitted or crocheted)
620791|Singlets and other vests, bathrobes, dressing gowns and similar articles; men's or boys', of cotton (not knitted or crocheted)
620799|Singlets and other vests, bathrobes, dressing gowns and similar articles; men's or boys', of textile materials other than cotton (not knitted or crocheted)
6208|Singlets and other vests, slips, petticoats, briefs, panties, nightdresses, pyjamas, negligees, bathrobes, dressing gowns and similar articles; women's or girls' (not knitted or crocheted)
620811|Slips and petticoats; women's or girls', of man-made fibres (not knitted or crocheted)
620819|Slips and petticoats; women's or girls', of textile materials other than man-made fibres (not knitted or crocheted)
620821|Nightdresses and pyjamas; women's or girls', of cotton (not knitted or crocheted)
620822|Nightdresses and pyjamas; women's or girls', of man-made fibres (not knitted or crocheted)
620829|Nightdresses and pyjamas; women's or girls', of textile materials other than cotton or man-made fibres (not knitted or crocheted)
620891|Singlets and other vests, briefs, panties, negligees, bathrobes, dressing gowns and similar articles; women's or girls', of cotton (not knitted or crocheted)
620892|Singlets and other vests, briefs, panties, negligees, bathrobes, dressing gowns etc.; women's or girls', of man-made fibres (not knitted or crocheted), excluding incontinence or other sanitary garments or garment liners of heading no. 96.19
620899|Singlets and other vests, briefs, panties, negligees, bathrobes, dressing gowns and similar articles; women's or girls', of textile materials other than cotton or man-made fibres (not knitted or crocheted)
6209|Garments and clothing accessories; babies' (not knitted or crocheted)
620920|Garments and clothing accessories; babies', of cotton (not knitted or crocheted)
620930|Garments and clothing accessories; babies', of synthetic fibres (not knitted or crocheted)
620990|Garments and clothing accessories; babies', of textile materials other than cotton or synthetic fibres (not knitted or crocheted)
6210|Garments made up of fabrics of heading no. 5602, 5603, 5903, 5906 or 5907 (not knitted or crocheted)
621010|Garments; of felt or non-wovens (not knitted or crocheted)
621020|Garments; overcoats, raincoats, car-coats, capes, cloaks, anoraks (including ski-jackets) and similar articles, men's or boys', of the fabrics of heading no. 5602, 5603, 5903, 5906 or 5907 (not knitted or crocheted)
621030|Garments; overcoats, raincoats, car-coats, capes, cloaks, anoraks (including ski-jackets) and similar articles, women's or girls', of the fabrics of heading no. 5602, 5603, 5903, 5906 or 5907 (not knitted or crocheted)
621040|Garments; men's or boys', n.e.c. in item no. 6210.2, of the fabrics of heading no. 5602, 5603, 5903, 5906 or 5907 (not knitted or crocheted)
621050|Garments; women's or girls', n.e.c. in item no. 6210.3, of the fabrics of heading no. 5602, 5603, 5903, 5906 or 5907 (not knitted or crocheted)
6211|Track suits, swimwear and other garments (not knitted or crocheted)
621111|Swimwear; men's or boys', (not knitted or crocheted)
621112|Swimwear; women's or girls', (not knitted or crocheted)
621120|Ski suits; (not knitted or crocheted)
621132|Track suits and other garments n.e.c.; men's or boys', of cotton (not knitted or crocheted)
621133|Track suits and other garments n.e.c.; men's or boys', of man-made fibres (not knitted or crocheted)
621139|Track suits and other garments n.e.c.; men's or boys', of textile materials n.e.c. in item no. 6211.3 (not knitted or crocheted)
621142|Track suits and other garments n.e.c.; women's or girls', of cotton (not knitted or crocheted)
621143|Track suits and other garments n.e.c.; women's or girls', of man-made fibres (not knitted or crocheted)
621149|Track suits and other garments n.e.c.; women's or girls', of textile materials n.e.c. in item no. 6211.4 (not knitted or crocheted)
6212|Brassieres, girdles, corsets, braces, suspenders, garters and similar articles and parts thereof; whether or not knitted or crocheted
621210|Brassieres; whether or not knitted or crocheted
621220|Girdles and panty-girdles; whether or not knitted or crocheted
621230|Corselettes; whether or not knitted or crocheted
621290|Braces, suspenders, garters and similar articles; whether or not knitted or crocheted, n.e.c. in heading no. 6212
6213|Handkerchiefs (not knitted or crocheted)
621320|Handkerchiefs; of cotton (not knitted or crocheted)
621390|Handkerchiefs; of textile materials other than cotton (not knitted or crocheted)
6214|Shawls, scarves, mufflers, mantillas, veils and the like (not knitted or crocheted)
621410|Shawls, scarves, mufflers, mantillas, veils and the like; of silk or silk waste (not knitted or crocheted)
621420|Shawls, scarves, mufflers, mantillas, veils and the like; of wool or fine animal hair (not knitted or crocheted)
621430|Shawls, scarves, mufflers, mantillas, veils and the like; of synthetic fibres (not knitted or crocheted)
621440|Shawls, scarves, mufflers, mantillas, veils and the like; of artificial fibres (not knitted or crocheted)
621490|Shawls, scarves, mufflers, mantillas, veils and the like; of textile materials n.e.c. in heading no. 6214 (not knitted or crocheted)
6215|Ties, bow ties and cravats (not knitted or crocheted)
621510|Ties, bow ties and cravats; of silk or silk waste (not knitted or crocheted)
621520|Ties, bow ties and cravats; of man-made fibres (not knitted or crocheted)
621590|Ties, bow ties and cravats; of textile materials other than silk or man-made fibres (not knitted or crocheted)
6216|Gloves, mittens and mitts (not knitted or crocheted)
621600|Gloves, mittens and mitts (not knitted or crocheted)
6217|Clothing accessories n.e.c.; parts of garments or accessories other than those of heading no. 6212 (not knitted or crocheted)
621710|Clothing accessories; other than those of heading no. 6212 (not knitted or crocheted)
621790|Clothing; parts of garments or of clothing accessories, other than those of heading no. 6212 (not knitted or crocheted)
63|Textiles, made up articles; sets; worn clothing and worn textile articles; rags
6301|Blankets and travelling rugs
630110|Blankets; electric
630120|Blankets (other than electric blankets) and travelling rugs; of wool or of fine animal hair
630130|Blankets (other than electric blankets) and travelling rugs; of cotton
630140|Blankets (other than electric blankets) and travelling rugs; of synthetic fibres
630190|Blankets and travelling rugs; n.e.c. in heading no. 6301
6302|Bed linen, table linen, toilet linen and kitchen linen
630210|Bed linen; knitted or crocheted
630221|Bed linen; of cotton, printed, not knitted or crocheted
630222|Bed linen; of man-made fibres, printed, not knitted or crocheted
630229|Bed linen; of textile materials (other than cotton or man-made fibres), printed, not knitted or crocheted
630231|Bed linen; of cotton (not printed, knitted or crocheted)
630232|Bed linen; of man-made fibres (not printed, knitted or crocheted)
630239|Bed linen; of textile materials other than cotton or man-made fibres (not printed, knitted or crocheted)
630240|Table linen; knitted or crocheted
630251|Table linen; of cotton, not knitted or crocheted
630253|Table linen; of man-made fibres, not knitted or crocheted
630259|Table linen; of textile materials (other than cotton or man-made fibres), not knitted or crocheted
630260|Kitchen and toilet linen; of terry towelling or similar terry fabrics, of cotton
630291|Toilet and kitchen linen; of cotton, excluding terry towelling or similar terry fabrics
630293|Toilet and kitchen linen; of man-made fibres
630299|Toilet and kitchen linen; of textile materials (other than cotton or man-made fibres)
6303|Curtains (including drapes) and interior blinds; curtain or bed valances
630312|Curtains (including drapes) and interior blinds; curtain or bed valances, knitted or crocheted, of synthetic fibres
630319|Curtains (including drapes) and interior blinds; curtain or bed valances, knitted or crocheted, of textile materials other than synthetic fibres
630391|Curtains (including drapes) and interior blinds, curtain or bed valances; of cotton, not knitted or crocheted
630392|Curtains (including drapes) and interior blinds, curtain or bed valances; of synthetic fibres, not knitted or crocheted
630399|Curtains (including drapes) and interior blinds, curtain or bed valances; of textile materials other than cotton or synthetic fibres, not knitted or crocheted
6304|Furnishing articles; excluding those of heading no. 9404
630411|Bedspreads; knitted or crocheted
630419|Bedspreads; not knitted or crocheted
630420|Furnishing articles; excluding those of heading no. 9404, bed nets, specified in Subheading Note 1 to this Chapter
630491|Furnishing articles; excluding those of heading no. 9404, n.e.c. in heading 6304, knitted or crocheted
630492|Furnishing articles; of cotton, not knitted or crocheted (excluding bedspreads and articles of heading no. 9404)
630493|Furnishing articles; of synthetic fibres, not knitted or crocheted (excluding bedspreads and articles of heading no. 9404)
630499|Furnishing articles; of textile materials other than cotton or synthetic fibres, not knitted or crocheted (excluding bedspreads and articles of heading no. 9404)
6305|Sacks and bags, of a kind used for the packing of goods
630510|Sacks and bags; of a kind used for the packing of goods, of jute or of other textile bast fibres of heading no. 5303
630520|Sacks and bags; of a kind used for the packing of goods, of cotton
630532|Sacks and bags; of a kind used for the packing of goods, of man-made textile materials, flexible intermediate bulk containers
630533|Sacks and bags; of a kind used for the packing of goods, of man-made textile materials, of polyethylene or polypropylene strip or the like, not flexible intermediate bulk containers
630539|Sacks and bags; of a kind used for the packing of goods, of man-made textile materials, not of polyethylene or polypropylene strip or the like, not flexible intermediate bulk containers
630590|Sacks and bags; of a kind used for the packing of goods, of textile materials (other than jute, cotton or man-made textile materials)
6306|Tarpaulins, awnings and sunblinds; tents (including temporary canopies and similar articles); sails for boats, sailboards or landcraft; camping goods
630612|Tarpaulins, awnings and sunblinds; of synthetic fibres
630619|Tarpaulins, awnings and sunblinds; of textile materials other than synthetic fibres
630622|Tents (including temporary canopies and similar articles); of synthetic fibres
630629|Tents (including temporary canopies and similar articles); of textile materials other than synthetic fibres
630630|Sails; for boats, sailboards or landcraft
630640|Camping goods; pneumatic mattresses
630690|Camping goods; (of textile materials), n.e.c in heading no. 6306
6307|Textiles; made up articles n.e.c. in chapter 63, including dress patterns
630710|Cloths; floor cloths, dish-cloths, dusters and similar cleaning cloths
630720|Life-jackets and life-belts
630790|Textiles; made up articles (including dress patterns), n.e.c. in chapter 63, n.e.c. in heading no. 6307
6308|Textiles; sets of woven fabric and yarn, with or without accessories, for making into rugs, tapestries, embroidered tablecloths, serviettes and similar textile articles, in packings for retail sale
630800|Fabrics, woven and yarn; in sets, whether or not with accessories, for making up into rugs, tapestries, embroidered table cloths or serviettes or similar textile articles, packaged for retail sale
6309|Textiles; worn clothing and other worn articles
630900|Clothing; worn, and other worn articles
6310|Rags; used or new, scrap twine, cordage, rope and cables and worn out articles of twine, cordage, rope or cables, of textile materials
631010|Rags; used or new, scrap twine, cordage, rope and cables and worn out articles of twine, cordage, rope or cables, of textile materials; sorted
631090|Rags; used or new, scrap twine, cordage, rope and cables and worn out articles of twine, cordage, rope or cables, of textile materials; other than sorted`;
