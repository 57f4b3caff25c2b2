"""Other policies: not COI-validated, included so a classifier learns the task rather than
four documents. Each entry of POLICIES is (exact sourcePolicy, sources, clauses).

For these policies the out-group is the population the policy subordinates (Chinese
labourers, the southeastern Native nations, excluded immigrants, agricultural and domestic
workers) or, for the remedial statutes, the population they protect (Black citizens).
"""
from common import R

CHINESE = [
    R("The coming of Chinese laborers to the United States is suspended for ten years, and during such suspension it shall not be lawful for any Chinese laborer to come, or having so come to remain, within the United States.",
      "O", "bur", (0.9, 0.6, 0.6, 0.6), []),
    R("Hereafter no State court or court of the United States shall admit Chinese to citizenship, and all laws in conflict with this act are hereby repealed.",
      "O", "bur", (0.8, 0.6, 0.6, 0.9), []),
    R("The master of any vessel who shall knowingly bring within the United States and land any Chinese laborer shall be deemed guilty of a misdemeanor and fined not more than five hundred dollars for each laborer so brought.",
      "M", "bur", (0.6, 0.3, 0.3, 0.3), []),
    R("A Chinese laborer who was in the United States on the seventeenth of November 1880 and who departs may return upon producing the certificate of identity issued by the collector of customs at departure.",
      "O", "mix", (0.5, 0.3, 0.2, 0.5), []),
    R("The provisions of this act shall not apply to Chinese diplomatic officers, and Chinese merchants, students and travellers shall be admitted upon a certificate issued by the Chinese government and visaed by an American consul.",
      "M", "mix", (0.3, 0.3, 0.3, 0.3), []),
    R("The words Chinese laborers, wherever used in this act, shall be construed to mean both skilled and unskilled laborers and Chinese employed in mining.",
      "O", "bur", (0.6, 0.3, 0.4, 0.3), [], exp=True),
]

REMOVAL = [
    R("The President may cause so much of the territory west of the river Mississippi, not included in any state or organized territory, as he may judge necessary to be divided into districts for the reception of such tribes of Indians as may choose to exchange the lands where they now reside and remove there.",
      "O", "bur", (0.7, 0.4, 0.5, 0.5), []),
    R("The President may exchange any such district for the whole or any part of the territory claimed and occupied by any tribe within the limits of a state, where the land so claimed belongs to the United States or the United States is bound to extinguish the Indian claim.",
      "O", "bur", (0.8, 0.4, 0.5, 0.6), []),
    R("The United States will forever secure and guaranty to the tribes so exchanging, and to their heirs and successors, the country so exchanged, provided that the land shall revert to the United States if the Indians become extinct or abandon it.",
      "O", "mix", (0.4, 0.3, 0.5, 0.4), []),
    R("Where any improvements have been made on lands possessed by the Indians, their value shall be ascertained by appraisement and paid to the persons who made them, and no such improvement shall afterwards be occupied by any member of the tribe.",
      "O", "mix", (0.5, 0.3, 0.2, 0.4), []),
    R("Upon the making of any such exchange it shall be lawful for the President to give such aid and assistance to the emigrants as may be necessary for their support and subsistence for the first year after their removal.",
      "O", "ben", (0.3, 0.1, 0.3, 0.1), []),
    R("The President shall cause the emigrants to be protected at their new residence against all interruption or disturbance from any other tribe or nation of Indians, or from any other person or persons whatever.",
      "O", "ben", (0.1, 0.1, 0.2, 0.0), []),
]

IMMIGRATION = [
    R("The annual quota of any nationality shall be two per centum of the number of foreign-born individuals of such nationality resident in continental United States as determined by the census of 1890, but the minimum quota of any nationality shall be one hundred.",
      "O", "bur", (0.6, 0.6, 0.6, 0.4), ["census of 1890"], uses=True),
    R("From the first fiscal year thereafter the annual quota of each nationality shall bear the same ratio to one hundred fifty thousand as the number of inhabitants in 1920 having that national origin bears to the number of inhabitants in 1920.",
      "O", "bur", (0.6, 0.6, 0.6, 0.5), ["national origin"], uses=True),
    R("No alien ineligible to citizenship shall be admitted to the United States, unless the alien is admissible as a non-quota immigrant or is a returning resident, a government official, or a temporary visitor.",
      "O", "bur", (0.9, 0.6, 0.6, 0.6), ["ineligible to citizenship"], uses=True, exp=True),
    R("A consular officer may refuse an immigration visa to any alien whom the officer has reason to believe inadmissible, and the refusal shall not be subject to review by any court or officer.",
      "M", "bur", (0.5, 0.3, 0.2, 0.9), []),
    R("Natives of any country of the Western Hemisphere, and the wives and unmarried minor children of citizens, shall be admitted as non-quota immigrants without regard to the quota limits.",
      "M", "ben", (0.0, 0.2, 0.1, 0.0), []),
    R("The Secretary of State, the Secretary of Commerce, and the Secretary of Labor shall jointly determine and report the quotas to the President, who shall proclaim them before the beginning of each fiscal year.",
      "M", "neu", (0.0, 0.0, 0.1, 0.1), []),
]

SOCIAL_SECURITY = [
    R("The term employment means any service performed within the United States by an employee for the employer, except agricultural labor, domestic service in a private home, casual labor, and service performed as an officer or member of the crew of a vessel.",
      "O", "bur", (0.6, 0.6, 0.3, 0.5), ["agricultural labor", "domestic service"], uses=True),
    R("Every qualified individual shall be entitled to receive, with respect to the period beginning on the date of attaining the age of sixty five, an old-age benefit payable monthly as long as the individual lives.",
      "I", "ben", (0.1, 0.4, 0.1, 0.0), []),
    R("A state plan for old-age assistance shall provide financial assistance to aged needy individuals, but the state may fix the amount of assistance and the conditions of need under its own administration.",
      "M", "mix", (0.3, 0.3, 0.2, 0.4), []),
    R("Every employer shall pay an excise tax with respect to having individuals in employment, equal to one per centum of the wages paid during the calendar year, rising in steps thereafter.",
      "E", "bur", (0.0, 0.0, 0.0, 0.0), []),
    R("There is hereby established a Social Security Board to be composed of three members appointed by the President, by and with the advice and consent of the Senate, for terms of six years.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
]

GI_BILL = [
    R("Any person who served in the active military or naval service on or after the sixteenth of September 1940 and was discharged under conditions other than dishonorable shall be eligible for education or training at an approved institution, with tuition paid up to five hundred dollars a year.",
      "M", "ben", (0.0, 0.2, 0.0, 0.0), []),
    R("Any such veteran may apply for a guaranty of a loan made by a private lender for the purchase or construction of a home, the guaranty not to exceed fifty per cent of the loan nor two thousand dollars.",
      "I", "ben", (0.2, 0.5, 0.1, 0.3), []),
    R("An unemployed veteran shall be entitled to a readjustment allowance of twenty dollars a week for each week of unemployment, not exceeding fifty two weeks.",
      "I", "ben", (0.0, 0.4, 0.0, 0.0), []),
    R("Job counselling and placement of veterans shall be carried out through the state employment services and the educational benefits through institutions approved by the states, each according to its own rules of admission.",
      "O", "bur", (0.3, 0.3, 0.1, 0.6), []),
    R("Upon default of a guaranteed loan the Administrator shall pay the holder the amount of the guaranty, and the lender shall be subrogated to the rights of the United States against the veteran to the extent of the payment.",
      "E", "ben", (0.0, 0.1, 0.0, 0.1), []),
]

VOTING_RIGHTS = [
    R("No voting qualification or prerequisite to voting, or standard, practice, or procedure shall be imposed or applied by any State or political subdivision to deny or abridge the right of any citizen to vote on account of race or color.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("No citizen shall be denied the right to vote in any election because of failure to comply with any test or device in any State or political subdivision to which this section applies.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), ["test or device"], link="vra_test"),
    R("The phrase test or device means any requirement that a person as a prerequisite for voting demonstrate the ability to read, write, understand, or interpret any matter, demonstrate educational achievement, possess good moral character, or prove qualifications by the voucher of registered voters.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), ["test or device"], link="vra_test"),
    R("Whenever a covered State or subdivision shall seek to administer any voting qualification or procedure different from that in force on the first of November 1964, it may not be enforced unless the Attorney General interposes no objection within sixty days or the District Court for the District of Columbia declares it has no discriminatory purpose or effect.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("The Civil Service Commission shall appoint examiners who shall examine applicants and list as eligible to vote those who have the qualifications prescribed by State law not inconsistent with the Constitution.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
]

FAIR_HOUSING = [
    R("It shall be unlawful to refuse to sell or rent after the making of a bona fide offer, or to refuse to negotiate for the sale or rental of, or otherwise make unavailable or deny, a dwelling to any person because of race, color, religion, or national origin.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), ["national origin"]),
    R("It shall be unlawful, for profit, to induce or attempt to induce any person to sell or rent any dwelling by representations regarding the entry or prospective entry into the area of a person or persons of a particular race.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("It shall be unlawful for any bank, building and loan association, insurance company or other corporation whose business consists of making loans to deny a loan for purchasing, constructing, improving, or repairing a dwelling because of the race of the applicant.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("Nothing in this section shall apply to a single-family house sold or rented by an owner who does not own more than three such houses, or to rooms in a dwelling of no more than four families if the owner actually maintains and occupies one of them as a residence.",
      "I", "ben", (0.3, 0.5, 0.1, 0.3), []),
    R("Any person who claims to have been injured by a discriminatory housing practice may file a complaint with the Secretary within one hundred eighty days, and the Secretary shall try to eliminate the practice by informal methods of conference, conciliation, and persuasion.",
      "O", "ben", (0.0, 0.0, 0.0, 0.3), []),
]

ADMINISTRATIVE = [
    R("General notice of proposed rulemaking shall be published in the Federal Register and shall include a statement of the time, place, and nature of the public rulemaking proceedings and the legal authority under which the rule is proposed.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("The fiscal year of the Treasury of the United States, in all matters of accounts, receipts, expenditures, estimates, and appropriations, shall commence on the first day of October and end on the thirtieth day of September.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("No agency shall conduct or sponsor the collection of information unless the collection displays a valid control number assigned by the Director, and no person shall be subject to any penalty for failing to respond to a collection that does not display one.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("Records of each agency shall be retained, transferred, and disposed of only in accordance with records schedules approved by the Archivist of the United States.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("Each agency, upon any request for records which reasonably describes them and is made in accordance with published rules, shall make the records promptly available to any person.",
      "M", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("The head of each agency shall submit to the Congress an annual performance plan establishing performance goals expressed in an objective, quantifiable, and measurable form.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
]

POLICIES = [
    ("Chinese Exclusion Act (1882)", "Chinese Exclusion Act, 6 May 1882 (22 Stat. 58), sections 1, 3, 4, 6, 14, 15", CHINESE),
    ("Indian Removal Act (1830)", "Indian Removal Act, 28 May 1830 (4 Stat. 411), sections 1-6", REMOVAL),
    ("Immigration Act (1924)", "Immigration Act of 1924 (Johnson-Reed), 26 May 1924 (43 Stat. 153), sections 2, 4, 11, 13", IMMIGRATION),
    ("Social Security Act (1935)", "Social Security Act, 14 August 1935 (49 Stat. 620), titles I, II, VII, VIII (s.811 definition of employment)", SOCIAL_SECURITY),
    ("GI Bill (1944)", "Servicemen's Readjustment Act, 22 June 1944 (58 Stat. 284), titles II-V", GI_BILL),
    ("Voting Rights Act (1965)", "Voting Rights Act, 6 August 1965 (79 Stat. 437), sections 2, 4, 5, 7", VOTING_RIGHTS),
    ("Fair Housing Act (1968)", "Civil Rights Act of 1968 title VIII, 11 April 1968 (82 Stat. 81), sections 803-805, 810", FAIR_HOUSING),
    ("Federal Administrative Provisions (modern)", "Administrative Procedure Act 5 U.S.C. 552-553; 31 U.S.C. 1102; Paperwork Reduction Act 44 U.S.C. 3512; Federal Records Act 44 U.S.C. 3303a; GPRA 31 U.S.C. 1115", ADMINISTRATIVE),
]
