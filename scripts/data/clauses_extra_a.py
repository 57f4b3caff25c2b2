"""Five further policies outside the four validated ones (not COI-validated), written so that a
classifier meets naturalization, exclusion, alien-land, Indian-citizenship and remedial immigration
clauses with every label value. Each entry of POLICIES is (exact sourcePolicy, sources, clauses),
as in clauses_other.py.

Out-groups:
- Naturalization Act (1790): non-white immigrants, barred from naturalization by the "free white
  person" rule (the 1870 extension to persons of African descent is included as its section 7);
  the in-group non-elite are white immigrants seeking naturalization.
- Page Act (1875): Chinese and other Asian immigrants, above all Chinese women presumed to be
  imported for prostitution; the elite are labour contractors, shippers and importers.
- California Alien Land Law (1913, amended by the 1920 initiative): Japanese immigrants and other
  "aliens ineligible to citizenship", and their American-born children; white aliens eligible to
  citizenship keep full property rights, the State takes escheated land.
- Indian Citizenship Act (1924): Native people, declared citizens while remaining wards of the Indian
  Office (trust land, heirship, leasing, liquor and dance rules); lessees gain from the leasing rules.
- Immigration and Nationality Act (1965): the non-white immigrants excluded by national-origins
  quotas and the Asia-Pacific triangle, who benefit from their abolition, and Western Hemisphere
  (chiefly Latin American) immigrants newly capped.
"""
from common import R

NATURALIZATION = [
    R("Any alien being a free white person who has resided within the limits and under the jurisdiction of the United States for the term of two years may be admitted to become a citizen thereof.",
      "M", "mix", (0.8, 0.5, 0.4, 0.6), []),
    R("Application for admission shall be made to any common law court of record in the State where the alien has lived at least one year, and on proof to the court's satisfaction of his good character he shall take the oath to support the Constitution, and the clerk shall record the proceedings.",
      "I", "neu", (0.0, 0.0, 0.0, 0.1), []),
    R("The children of persons so naturalized, dwelling within the United States and under the age of twenty-one years at the time of the naturalization, shall also be considered as citizens of the United States.",
      "I", "ben", (0.1, 0.3, 0.1, 0.0), []),
    R("Children of citizens of the United States born beyond sea or out of its limits shall be considered natural born citizens, but the right of citizenship shall not descend to persons whose fathers have never resided in the United States.",
      "M", "mix", (0.1, 0.1, 0.1, 0.1), []),
    R("No person heretofore proscribed by any State shall be admitted a citizen under this act except by an act of the legislature of the State in which he was proscribed.",
      "I", "bur", (0.1, 0.0, 0.1, 0.4), []),
    R("At least three years before his admission the alien shall declare on oath before the clerk of a state or federal court that it is bona fide his intention to become a citizen and to renounce forever all allegiance to any foreign prince, potentate, or sovereignty.",
      "I", "neu", (0.0, 0.0, 0.0, 0.1), []),
    R("The admitting court must be satisfied that the applicant has resided in the United States five years and in the State one year, and that during that time he has behaved as a man of good moral character, attached to the principles of the Constitution and well disposed to the good order and happiness of the country.",
      "I", "bur", (0.1, 0.0, 0.2, 0.3), []),
    R("An applicant who has borne any hereditary title or belonged to any order of nobility in the state from which he came shall, besides the oath, expressly renounce the title or order in open court, and the renunciation shall be recorded.",
      "E", "bur", (0.0, 0.0, 0.1, 0.0), []),
    R("Every alien arriving hereafter shall report to the clerk of the district court his name, birthplace, age, nation and allegiance, the country whence he migrated and his intended place of settlement; the clerk shall record the report and grant a certificate, which the alien must exhibit when he applies for naturalization.",
      "M", "neu", (0.0, 0.0, 0.0, 0.1), []),
    R("The naturalization laws are hereby extended to aliens of African nativity and to persons of African descent.",
      "O", "ben", (0.1, 0.1, 0.0, 0.0), []),
]

PAGE = [
    R("In determining whether the immigration of any subject of China, Japan, or any Oriental country is free and voluntary, the consul at the port of departure shall ascertain whether the immigrant has contracted for a term of service for lewd and immoral purposes, and if so shall withhold the required permit or certificate.",
      "O", "bur", (0.7, 0.5, 0.7, 0.7), []),
    R("Any citizen or other person amenable to the laws of the United States who takes or transports a subject of China, Japan, or any Oriental country to or from the United States without that person's free and voluntary consent, to hold him to a term of service, shall be guilty of a felony, fined up to two thousand dollars and imprisoned up to one year.",
      "E", "bur", (0.1, 0.0, 0.3, 0.0), [], link="page_s2"),
    R("Every contract or agreement for a term of labor made with a person so transported without free and voluntary consent, in violation of this act, shall be void.",
      "O", "ben", (0.1, 0.0, 0.2, 0.0), [], link="page_s2"),
    R("The importation into the United States of women for the purposes of prostitution is forbidden, and every contract or agreement relating to it, whether made in advance or in pursuance of the importation, is declared void.",
      "O", "bur", (0.7, 0.6, 0.8, 0.4), [], link="page_s3"),
    R("Whoever knowingly and wilfully imports any woman for the purposes of prostitution, or holds or attempts to hold any woman to such purposes under an unlawful contract, shall be guilty of a felony, imprisoned up to five years and fined up to five thousand dollars.",
      "E", "bur", (0.1, 0.0, 0.4, 0.0), [], link="page_s3"),
    R("Any person who knowingly contracts, or attempts to contract, to supply to another the labor of any cooly or other person brought into the United States in violation of the laws against the cooly trade shall be guilty of a felony, fined up to five hundred dollars and imprisoned up to one year.",
      "E", "bur", (0.2, 0.1, 0.5, 0.1), []),
    R("It shall be unlawful for aliens of the following classes to immigrate: persons convicted in their own country of felonious crimes other than political offences who are undergoing sentence or whose sentence was remitted on condition of emigration, and women imported for the purposes of prostitution.",
      "M", "bur", (0.5, 0.3, 0.5, 0.4), ["convicted"], exp=True),
    R("Any vessel arriving in the United States may be inspected under the direction of the collector of the port whenever he has reason to believe that any such obnoxious persons are on board.",
      "O", "bur", (0.5, 0.3, 0.6, 0.6), [], link="page_s5_inspect"),
    R("The inspecting officer shall certify the result to the master of the vessel, naming in the certificate each passenger found to belong to a class whose importation is forbidden.",
      "M", "neu", (0.2, 0.0, 0.1, 0.3), [], link="page_s5_inspect"),
    R("When inspection is required, no person shall land any passenger from the vessel without the collector's permission until the result is certified, nor at any time land a passenger designated as forbidden, and whoever does so shall be guilty of a misdemeanor.",
      "M", "bur", (0.3, 0.1, 0.1, 0.3), []),
]

ALIEN_LAND = [
    R("Every alien eligible to citizenship under federal law shall have the same rights as a citizen of the United States to acquire, hold, enjoy, transmit, and inherit real property or any interest in it within this State.",
      "I", "ben", (0.2, 0.6, 0.3, 0.1), []),
    R("An alien ineligible to citizenship may acquire, possess, enjoy, and transfer real property in this State only in the manner, to the extent, and for the purposes prescribed by a treaty now in force with his nation, and not otherwise, except that he may lease agricultural land for a term of not more than three years.",
      "O", "bur", (0.8, 0.6, 0.4, 0.5), ["ineligible to citizenship"], uses=True),
    R("Any company, association, or corporation in which a majority of the members are aliens ineligible to citizenship, or in which such aliens own a majority of the issued capital stock, may hold real property only as the treaty with their nation permits, and not otherwise.",
      "O", "bur", (0.8, 0.5, 0.3, 0.6), ["ineligible to citizenship"], uses=True, exp=True),
    R("When it appears in a probate proceeding that an heir or devisee cannot take real property by reason of this act, the court shall order the property sold in the manner provided by law and shall distribute the proceeds to the heir instead of the land.",
      "O", "mix", (0.6, 0.3, 0.2, 0.5), []),
    R("No alien ineligible to citizenship, and no company in which such aliens hold a majority interest, shall be appointed guardian of that part of a minor's estate which consists of real property the alien is forbidden to acquire or of shares in such a company.",
      "O", "bur", (0.8, 0.5, 0.3, 0.6), ["ineligible to citizenship"], uses=True, exp=True),
    R("The guardian of the estate of a minor whose parent is an alien ineligible to citizenship shall file each year with the court a verified report listing the property held, the income received, and the expenditures made, and the court may remove a guardian who fails to report.",
      "O", "bur", (0.6, 0.4, 0.2, 0.6), ["ineligible to citizenship"], uses=True),
    R("Any real property acquired in violation of this act shall escheat to the State of California, and the attorney general or the district attorney of the county where it lies shall institute proceedings to have the escheat adjudged and enforced.",
      "M", "mix", (0.8, 0.4, 0.2, 0.5), []),
    R("Every transfer of real property made with intent to prevent or evade escheat shall be void as to the State, and such intent shall be presumed prima facie whenever the property is taken in the name of an eligible person while the consideration is paid by an alien ineligible to citizenship.",
      "O", "bur", (0.8, 0.5, 0.3, 0.9), ["ineligible to citizenship"], uses=True, exp=True),
    R("If two or more persons conspire to effect a transfer of real property or of any interest in it in violation of this act, each shall be punished by imprisonment in the county jail or state prison for not more than two years, or a fine of not more than five thousand dollars, or both.",
      "M", "bur", (0.5, 0.2, 0.1, 0.3), []),
    R("Nothing in this act shall be construed as a limitation upon the power of the State to enact laws respecting the acquisition, holding, or disposal of real property by aliens within the State.",
      "M", "neu", (0.1, 0.0, 0.0, 0.1), []),
]

INDIAN_CITIZENSHIP = [
    R("All noncitizen Indians born within the territorial limits of the United States are hereby declared to be citizens of the United States.",
      "O", "ben", (0.0, 0.0, 0.1, 0.0), [], link="ica_1924"),
    R("The granting of such citizenship shall not in any manner impair or otherwise affect the right of any Indian to tribal or other property.",
      "O", "mix", (0.2, 0.0, 0.1, 0.2), [], link="ica_1924"),
    R("Every American Indian who served in the army or navy during the war with Germany and has been honorably discharged may, on application to a court of competent jurisdiction and proof of the discharge, be granted full citizenship without impairing his individual or tribal property rights.",
      "O", "ben", (0.1, 0.1, 0.1, 0.1), []),
    R("The Bureau of Indian Affairs, under the supervision of the Secretary of the Interior, shall direct and expend such moneys as Congress appropriates for the benefit, care, and assistance of the Indians throughout the United States, including education, the relief of distress, and the conservation of health.",
      "O", "ben", (0.0, 0.0, 0.1, 0.0), []),
    R("Such appropriations may also be spent for the employment of superintendents, farmers, physicians, field matrons, Indian police and Indian judges and other employees in the Indian Service, and for the suppression of traffic in intoxicating liquor and deleterious drugs.",
      "M", "neu", (0.2, 0.0, 0.2, 0.2), []),
    R("When an allottee dies before the trust period expires, the Secretary of the Interior shall ascertain his legal heirs after notice and hearing, and his decision shall be final and conclusive; he may then issue patents in fee to competent heirs or sell the land and hold the proceeds for those found incompetent.",
      "O", "bur", (0.6, 0.2, 0.3, 0.9), []),
    R("Any Indian who engages in the sun dance, scalp dance, war dance, or any other similar feast so called shall be deemed guilty of an Indian offense and punished by the withholding of his rations or by imprisonment for up to ten days.",
      "O", "bur", (0.8, 0.4, 0.8, 0.8), []),
    R("Where by reason of age or other disability an allottee cannot personally and with benefit to himself occupy or improve his allotment, it may be leased on terms prescribed by the Secretary of the Interior for up to three years for farming or grazing, or ten years for mining or business.",
      "M", "mix", (0.4, 0.2, 0.3, 0.4), []),
    R("Unallotted lands within an Indian reservation that are subject to lease for mining may be leased by the Secretary of the Interior at public auction, with the consent of the council speaking for the Indians, for oil and gas mining for up to ten years and as long afterwards as oil or gas is found in paying quantities.",
      "E", "ben", (0.2, 0.1, 0.0, 0.1), []),
    R("Any person who sells, gives away, or otherwise disposes of intoxicating liquor to an Indian whose allotment is held in trust by the government, or to an Indian who is a ward under the charge of an Indian superintendent, shall be imprisoned not less than sixty days and fined not less than one hundred dollars.",
      "M", "bur", (0.5, 0.3, 0.5, 0.3), []),
]

HART_CELLER = [
    R("No person shall receive any preference or priority or be discriminated against in the issuance of an immigrant visa because of his race, sex, nationality, place of birth, or place of residence.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("The Asia-Pacific triangle provisions, under which an immigrant of one-half or more Asian ancestry was charged to an Asian quota whatever his place of birth, are repealed, and such an immigrant shall be charged to the country of his birth.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("Until June 30, 1968, each quota area shall keep the annual quota it had on June 30, 1965 under the national origin formula, but the quota numbers it leaves unused shall be transferred to an immigration pool and issued to preference applicants from any area in order of priority.",
      "M", "mix", (0.3, 0.2, 0.1, 0.2), ["national origin"], uses=True),
    R("The immediate relatives of a United States citizen, namely his children, his spouse, and, if he is at least twenty-one, his parents, shall be admitted without regard to the annual numerical limitation.",
      "M", "ben", (0.0, 0.1, 0.0, 0.0), []),
    R("Ten per cent of the preference visas shall go to qualified immigrants who are members of the professions, or who by reason of exceptional ability in the sciences or the arts will substantially benefit the national economy, cultural interests, or welfare of the United States.",
      "E", "ben", (0.0, 0.1, 0.1, 0.0), ["welfare"]),
    R("A further ten per cent shall be made available to qualified immigrants capable of performing specified skilled or unskilled labor, not temporary or seasonal in nature, for which a shortage of employable and willing persons exists in the United States.",
      "E", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("An alien seeking to enter to perform skilled or unskilled labor shall be excluded unless the Secretary of Labor certifies that there are not sufficient workers in the United States able, willing, qualified, and available, and that his employment will not adversely affect the wages and working conditions of workers similarly employed.",
      "M", "mix", (0.3, 0.3, 0.1, 0.3), []),
    R("Unless Congress enacts other legislation by June 30, 1968, the number of special immigrants born in the independent countries of the Western Hemisphere, exclusive of the immediate relatives of citizens, shall not exceed 120,000 in any fiscal year.",
      "O", "bur", (0.4, 0.3, 0.1, 0.2), [], exp=True),
    R("Aliens afflicted with psychopathic personality, or sexual deviation, or a mental defect shall be excluded from admission into the United States.",
      "M", "bur", (0.4, 0.2, 0.7, 0.4), []),
    R("There is established a Select Commission on Western Hemisphere Immigration of fifteen members, which shall study economic and demographic conditions in the hemisphere and the effect of immigration on employment in the United States, and report to the President and the Congress by January 15, 1968.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
]

POLICIES = [
    ("Naturalization Act (1790)", "Naturalization Act of 26 March 1790 (1 Stat. 103), section 1; Naturalization Act of 29 January 1795 (1 Stat. 414), section 1; Naturalization Act of 14 April 1802 (2 Stat. 153), sections 1-2; Naturalization Act of 14 July 1870 (16 Stat. 254), section 7", NATURALIZATION),
    ("Page Act (1875)", "Page Act, 3 March 1875 (18 Stat. 477), sections 1-5", PAGE),
    ("California Alien Land Law (1913)", "California Alien Land Law (Webb-Haney Act), approved 19 May 1913 (Stats. 1913, ch. 113), sections 1-4 and the escheat and saving provisions; Alien Land Law initiative (Proposition 1), adopted 2 November 1920 (Stats. 1921, p. lxxxiii), guardianship and guardian-report sections, section 9 (presumption of intent to evade escheat), section 10 (conspiracy)", ALIEN_LAND),
    ("Indian Citizenship Act (1924)", "Indian Citizenship Act, 2 June 1924 (43 Stat. 253); Act of 6 November 1919 (41 Stat. 350); Snyder Act, 2 November 1921 (42 Stat. 208); Act of 25 June 1910 (36 Stat. 855) s. 1; Act of 28 February 1891 (26 Stat. 794) s. 3; Indian Oil Leasing Act, 29 May 1924 (43 Stat. 244) s. 1; Act of 15 January 1897 (29 Stat. 506); Rules for the Courts of Indian Offenses (Indian Office regulations, 1904), enforced under Circular 1665 (1921)", INDIAN_CITIZENSHIP),
    ("Immigration and Nationality Act (1965)", "Immigration and Nationality Act Amendments (Hart-Celler), 3 October 1965 (Pub. L. 89-236, 79 Stat. 911), sections 1 (INA 201), 2 (INA 202), 3 (INA 203(a)(3), (6)), 10 (INA 212(a)(14)), 15 (INA 212(a)(4)), 21", HART_CELLER),
]
