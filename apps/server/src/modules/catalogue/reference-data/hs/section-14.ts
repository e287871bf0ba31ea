/** Harmonized System nomenclature, section XIV: chapters, headings (4 digits) and subheadings (6 digits) as `code|description` lines. Source: datasets/harmonized-system (ODC-PDDL). */
export const HS_SECTION_14 = `71|Natural, cultured pearls; precious, semi-precious stones; precious metals, metals clad with precious metal, and articles thereof; imitation jewellery; coin
7101|Pearls; natural or cultured, whether or not worked or graded but not strung, mounted or set; pearls, natural or cultured, temporarily strung for the convenience of transport
710110|Pearls; natural, whether or not worked or graded (but not strung, mounted or set), temporarily strung for the convenience of transport
710121|Pearls; cultured, unworked, whether or not graded (but not strung, mounted or set), temporarily strung for the convenience of transport
710122|Pearls; cultured, worked, whether or not graded (but not strung, mounted or set), temporarily strung for the convenience of transport
7102|Diamonds, whether or not worked, but not mounted or set
710210|Diamonds; whether or not worked, but not mounted or set, unsorted
710221|Diamonds; industrial, unworked or simply sawn, cleaved or bruted, but not mounted or set
710229|Diamonds; industrial, (other than unworked or simply sawn, cleaved or bruted), but not mounted or set
710231|Diamonds; non-industrial, unworked or simply sawn, cleaved or bruted, but not mounted or set
710239|Diamonds; non-industrial, (other than unworked or simply sawn, cleaved or bruted), but not mounted or set
7103|Precious (excluding diamond) and semi-precious stone; worked, graded, not strung, mounted, set; ungraded precious (excluding diamond) and semi-precious stone, temporarily strung for convenience of transport
710310|Stones; precious (other than diamonds) and semi-precious stones, unworked or simply sawn or roughly shaped, not strung, mounted or set
710391|Stones; rubies, sapphires and emeralds, worked (other than simply sawn or roughly shaped), not strung, mounted or set
710399|Stones; precious (other than diamonds) and semi-precious stones, (other than rubies, sapphires and emeralds), worked other than simply sawn or roughly shaped, not strung, mounted or set
7104|Stones; synthetic or reconstructed precious or semi-precious, whether or not worked or graded but not strung, mounted or set; ungraded synthetic or reconstructed precious or semi-precious stones, temporarily strung for convenience of transport
710410|Stones; piezo-electric quartz, whether or not worked or graded but not strung, mounted or set; ungraded synthetic or reconstructed precious or semi-precious stones, temporarily strung for convenience of transport
710421|Stones; diamonds, unworked or simply sawn or roughly shaped
710429|Stones; synthetic or reconstructed precious or semi-precious n.e.c. in heading 7104, unworked or simply sawn or roughly shaped
710491|Stones; diamonds, n.e.c. in heading 7104, worked or graded but not strung, mounted or set; ungraded synthetic or reconstructed precious or semi-precious stones, temporarily strung for convenience of transport
710499|Stones; synthetic or reconstructed precious or semi-precious n.e.c. in heading 7104, worked or graded but not strung, mounted or set; ungraded synthetic or reconstructed precious or semi-precious stones, temporarily strung for convenience of transport
7105|Dust and powder of natural or synthetic precious or semi-precious stone
710510|Stones; precious and semi-precious, dust and powder, of diamonds
710590|Stones; precious and semi-precious, dust and powder, of natural or synthetic precious or semi-precious stones, excluding diamonds
7106|Silver (including silver plated with gold or platinum); unwrought or in semi-manufactured forms, or in powder form
710610|Metals; silver powder
710691|Metals; silver, unwrought, (but not powder)
710692|Metals; silver, semi-manufactured
7107|Base metals clad with silver; not further worked than semi-manufactured
710700|Base metals clad with silver; not further worked than semi-manufactured
7108|Gold (including gold plated with platinum) unwrought or in semi-manufactured forms, or in powder form
710811|Metals; gold, non-monetary, powder
710812|Metals; gold, non-monetary, unwrought (but not powder)
710813|Metals; gold, semi-manufactured
710820|Gold, monetary
7109|Base metals or silver, clad with gold, not further worked than semi-manufactured
710900|Base metals or silver; clad with gold, not further worked than semi-manufactured
7110|Platinum; unwrought or in semi-manufactured forms, or in powder form
711011|Metals; platinum, unwrought or in powder form
711019|Metals; platinum, semi-manufactured
711021|Metals; palladium, unwrought or in powder form
711029|Metals; palladium, semi-manufactured
711031|Metals; rhodium, unwrought or in powder form
711039|Metals; rhodium, semi-manufactured
711041|Metals; iridium, osmium, ruthenium, unwrought or in powder form
711049|Metals; iridium, osmium, ruthenium, semi-manufactured
7111|Base metals, silver or gold, clad with platinum; not further worked than semi-manufactured
711100|Base metals, silver or gold, clad with platinum; not further worked than semi-manufactured
7112|Waste and scrap of precious metal or of metal clad with precious metal; other waste and scrap containing precious metal compounds, of a kind uses principally for the recovery of precious metal other than goods of heading 85.49
711230|Waste and scrap of precious metal or of metal clad with precious metal; ash containing precious metal or precious metal compounds
711291|Waste and scrap of precious metals; of gold, including metal clad with gold but excluding sweepings containing other precious metals
711292|Waste and scrap of precious metals; of platinum, including metal clad with platinum but excluding sweepings containing other precious metals
711299|Waste and scrap of precious metals; waste and scrap of precious metals including metal clad with precious metals, other than that of gold and platinum and excluding ash which contains precious metal or precious metal compounds
7113|Jewellery articles and parts thereof, of precious metal or of metal clad with precious metal
711311|Jewellery; of silver, whether or not plated or clad with other precious metal, and parts thereof
711319|Jewellery; of precious metal (excluding silver) whether or not plated or clad with precious metal, and parts thereof
711320|Jewellery; of base metal clad with precious metal, and parts thereof
7114|Articles of goldsmiths' or silversmiths' wares and parts thereof, of precious metal or of metal clad with precious metal
711411|Silversmiths' wares; and parts thereof, of silver, whether or not plated or clad with other precious metal
711419|Goldsmiths' wares; articles of and parts thereof, of precious metal (excluding silver) whether or not plated or clad with precious metal
711420|Goldsmiths' and silversmiths' wares; articles of and parts thereof, of base metal clad with precious metal
7115|Articles of precious metal or of metal clad with precious metal
711510|Metal; catalysts in the form of wire cloth or grill, of platinum
711590|Metal; precious or metal clad with precious metal, other than that of item no. 7115.10
7116|Articles of natural or cultured pearls, precious or semi-precious stones (natural, synthetic or reconstructed)
711610|Pearls; articles of natural or cultured pearls
711620|Stones; precious or semi-precious stones (natural, synthetic or reconstructed) articles of
7117|Imitation jewellery
711711|Jewellery; imitation, cuff links and studs, of base metal, whether or not plated with precious metal
711719|Jewellery; imitation, (excluding cuff links and studs), of base metal, whether or not plated with precious metal
711790|Jewellery; imitation, of other than base metal, whether or not plated with precious metal
7118|Coin
711810|Coin (other than gold coin), not being legal tender
711890|Coin; other than coin of item no. 7118.10`;
