/** Harmonized System nomenclature, section XII: chapters, headings (4 digits) and subheadings (6 digits) as `code|description` lines. Source: datasets/harmonized-system (ODC-PDDL). */
export const HS_SECTION_12 = `64|Footwear; gaiters and the like; parts of such articles
6401|Footwear; waterproof, with outer soles and uppers of rubber or plastics, (uppers not fixed to the sole nor assembled by stitch, rivet, nail, screw, plug or similar)
640110|Footwear; waterproof with metal toe-cap, rubber or plastic outer soles and uppers (not assembled by stitch, rivet, nail, screw, plug or similar)
640192|Footwear; waterproof, covering the ankle (but not the knee), rubber or plastic outer soles and uppers (not assembled by stitch, rivet, nail, screw, plug or similar)
640199|Footwear; waterproof, n.e.c. in heading no. 6401, rubber or plastic outer soles and uppers (not assembled by stitch, rivet, nail, screw, plug or similar)
6402|Footwear; with outer soles and uppers of rubber or plastics (excluding waterproof footwear)
640212|Sports footwear; with outer soles and uppers of rubber or plastics, ski-boots, cross-country ski footwear and snowboard boots
640219|Sports footwear; (other than ski-boots, snowboard boots or cross-country ski footwear), with outer soles and uppers of rubber or plastics
640220|Footwear; with outer soles and uppers of rubber or plastics, upper straps or thongs assembled to the sole by plugs
640291|Footwear; n.e.c. in heading no. 6402, covering the ankle, with outer soles and uppers of rubber or plastics
640299|Footwear; n.e.c. in heading no. 6402, (other than just covering the ankle), with outer soles and uppers of rubber or plastics
6403|Footwear; with outer soles of rubber, plastics, leather or composition leather and uppers of leather
640312|Sports footwear; with outer soles of rubber, plastics, leather or composition leather and uppers of leather, ski-boots, snowboard boots and cross-country ski footwear
640319|Sports footwear; (other than ski-boots, snowboard boots or cross-country ski footwear), with outer soles of rubber, plastics, leather or composition leather and uppers of leather
640320|Footwear; with outer soles of leather, uppers consisting of leather straps across instep and around the big toe
640340|Footwear; with metal toe-cap, outer soles of rubber, plastics, leather or composition leather, uppers of leather
640351|Footwear; n.e.c. in heading no. 6403, with outer soles and uppers of leather, covering the ankle
640359|Footwear; n.e.c. in heading no. 6403, (not covering the ankle), outer soles and uppers of leather
640391|Footwear; n.e.c. in heading no. 6403, covering the ankle, outer soles of rubber, plastics or composition leather, uppers of leather
640399|Footwear; n.e.c. in heading no. 6403, (not covering the ankle), outer soles of rubber, plastics or composition leather, uppers of leather
6404|Footwear; with outer soles of rubber, plastics, leather or composition leather and uppers of textile materials
640411|Sports footwear; tennis shoes, basketball shoes, gym shoes, training shoes and the like, with outer soles of rubber or plastics and uppers of textile materials
640419|Footwear; (other than sportswear), with outer soles of rubber or plastics and uppers of textile materials
640420|Footwear; outer soles of leather or composition leather, uppers of textile materials
6405|Footwear; other footwear n.e.c. in chapter 64
640510|Footwear; with uppers of leather or composition leather, n.e.c. in chapter 64
640520|Footwear; with uppers of textile materials, n.e.c. in chapter 64
640590|Footwear; n.e.c. in chapter 64
6406|Footwear; parts of footwear; removable in-soles, heel cushions and similar articles; gaiters, le.g.ings and similar articles, and parts thereof
640610|Footwear; parts, uppers and parts thereof, other than stiffeners
640620|Footwear; parts, outer soles and heels, of rubber or plastics
640690|Footwear; parts, n.e.c. in heading 6406
65|Headgear and parts thereof
6501|Hat-forms, hat bodies and hoods of felt, neither blocked to shape nor with made brims; plateaux and manchons (including slit manchons) of felt
650100|Hat-forms, hat bodies and hoods of felt, neither blocked to shape nor with made brims; plateaux and manchons (including slit manchons) of felt
6502|Hat-shapes; plaited or made by assembling strips of any material, neither blocked to shape, nor with made brims, nor lined, nor trimmed
650200|Hat-shapes; plaited or made by assembling strips of any material, neither blocked to shape, nor with made brims, nor lined, nor trimmed
6504|Hats and other headgear; plaited or made by assembling strips of any material, whether or not lined or trimmed
650400|Hats and other headgear; plaited or made by assembling strips of any material, whether or not lined or trimmed
6505|Hats and other headgear; knitted or crocheted, or made up from lace, felt or other textile fabric, in the piece (but not in strips), whether or not lined or trimmed; hair-nets of any material, whether or not lined or trimmed
650500|Hats and other headgear; knitted or crocheted, or made up from lace, felt or other textile fabric, in the piece (but not in strips), whether or not lined or trimmed; hair-nets of any material, whether or not lined or trimmed
6506|Headgear; n.e.c. in chapter 65, whether or not lined or trimmed
650610|Headgear; safety, whether or not lined or trimmed
650691|Headgear; (other than safety headgear), of rubber or plastics, whether or not lined or trimmed
650699|Headgear; (other than safety headgear), (of materials other than rubber or plastic), whether or not lined or trimmed
6507|Head-bands, linings, covers, hat foundations, hat frames, peaks and chinstraps, for headgear
650700|Head-bands, linings, covers, hat foundations, hat frames, peaks and chinstraps; for headgear
66|Umbrellas, sun umbrellas, walking-sticks, seat sticks, whips, riding crops; and parts thereof
6601|Umbrellas; sun umbrellas (including walking stick umbrellas, garden umbrellas and similar umbrellas)
660110|Umbrellas and sun umbrellas; garden or similar umbrellas
660191|Umbrellas and sun umbrellas; having a telescopic shaft, (excluding garden or similar umbrellas)
660199|Umbrellas and sun umbrellas; n.e.c. in heading no. 6601 (including walking stick umbrellas)
6602|Walking-sticks, seat-sticks, whips, riding-crops and the like
660200|Walking-sticks, seat-sticks, whips, riding-crops and the like
6603|Trimmings, parts and accessories of articles of heading no. 6601 or 6602
660320|Umbrella frames; including frames mounted on shafts (sticks)
660390|Trimmings, accessories and parts of articles of heading no. 6601 or 6602; n.e.c. in heading no. 6603
67|Feathers and down, prepared; and articles made of feather or of down; artificial flowers; articles of human hair
6701|Skin and other parts of birds with their feather or down; feathers, parts of feather, down and articles thereof (other than goods of heading no. 0505 and worked quills and scapes)
670100|Skins and other parts of birds with their feathers or down; feathers, parts of feathers, down and articles thereof (other than goods of heading no. 0505 and worked quills and scapes)
6702|Flowers, foliage and fruit, artificial, and parts thereof; articles made of artificial flowers, foliage or fruit
670210|Flowers, foliage and fruit, artificial, and parts thereof; articles made of artificial flowers, foliage or fruit, of plastics
670290|Flowers, foliage and fruit, artificial, and parts thereof; articles made of artificial flowers, foliage or fruit, of materials other than plastics
6703|Human hair, dressed, thinned, bleached or otherwise worked; wool or other animal hair or other textile materials, prepared for use in making wigs or the like
670300|Human hair, dressed, thinned, bleached or otherwise worked; wool or other animal hair or other textile materials, prepared for use in making wigs or the like
6704|Wigs, false beards, eyebrows and eyelashes, switches and the like, of human or animal hair or of textile materials; articles of human hair, n.e.c. or included
670411|Wigs; complete, of synthetic textile materials
670419|False beards, eyebrows and eyelashes, switches and the like; of synthetic textile materials
670420|Wigs, false beards, eyebrows and eyelashes, switches and the like and other articles n.e.c.; of human hair
670490|Wigs, false beards, eyebrows and eyelashes, switches and the like and other articles n.e.c.; of animal hair or of textile materials other than synthetic`;
