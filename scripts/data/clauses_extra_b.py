"""Five more policies outside the four validated ones (not COI-validated): the Fair Labor
Standards Act of 1938, the Housing Act of 1949, the Federal-Aid Highway Act of 1956, the Virginia
Racial Integrity Act of 1924 and the Community Reinvestment Act of 1977. Each entry of POLICIES is
(exact sourcePolicy, sources, clauses), as in clauses_more_other.py.

Out-groups: under the FLSA, the Black workers concentrated in the excluded occupations
(agricultural labor, domestic service, rural processing in the area of production); under the
Housing Act, the Black residents of the slum and blighted areas cleared for redevelopment and
demolished for public housing; under the Highway Act, the Black residents of the city
neighborhoods through which the interstate routes were laid and whose land was taken as right of
way; under the Racial Integrity Act, the people the registrar classed as "colored" (and whom the
one-drop definition of "white person" widened); under the Community Reinvestment Act, a remedial
statute, the residents of the low- and moderate-income (formerly redlined) neighborhoods whose
credit needs lenders must meet, so its out-group clauses are benefits and its administration is
multiple/neutral.
"""
from common import R

FLSA = [
    R("Every employer shall pay to each of his employees engaged in commerce or in the production of goods for commerce wages at a rate of not less than twenty-five cents an hour during the first year from the effective date of this section, and not less than thirty cents an hour during the next six years.",
      "I", "ben", (0.1, 0.3, 0.0, 0.1), []),
    R("No employer shall employ any of his employees engaged in commerce for a workweek longer than forty-four hours in the first year, forty-two in the second, or forty thereafter, unless the employee is paid for the excess hours at a rate not less than one and one-half times his regular rate.",
      "I", "ben", (0.1, 0.2, 0.0, 0.1), []),
    R("The minimum wage and maximum hours provisions of this Act shall not apply to any employee employed in agricultural labor, including farming in all its branches, the cultivation and harvesting of any agricultural commodity, dairying, and the raising of livestock, bees, fur-bearing animals, or poultry.",
      "O", "bur", (0.6, 0.5, 0.2, 0.5), ["agricultural labor"], uses=True),
    R("An individual employed in domestic service in or about a private home, as a cook, maid, laundress, or nursemaid, shall not be deemed engaged in commerce or in the production of goods for commerce, and sections 6 and 7 shall not apply to him.",
      "O", "bur", (0.6, 0.5, 0.3, 0.5), ["domestic service"], uses=True),
    R("Sections 6 and 7 shall not apply to any individual employed within the area of production, as defined by the Administrator, in handling, packing, storing, ginning, compressing, or canning agricultural commodities for market.",
      "O", "bur", (0.5, 0.3, 0.1, 0.4), []),
    R("No producer, manufacturer, or dealer shall ship in commerce any goods produced in an establishment where oppressive child labor was employed within thirty days before their removal, but this shall not apply to a child employed in agriculture while not legally required to attend school.",
      "M", "mix", (0.3, 0.3, 0.1, 0.2), []),
    R("There is created in the Department of Labor a Wage and Hour Division under the direction of an Administrator, appointed by the President with the advice and consent of the Senate, who may appoint such employees as he deems necessary.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("Each industry committee, composed equally of representatives of the public, of employers, and of employees in the industry, shall recommend the highest minimum wage, not above forty cents an hour, that will not substantially curtail employment, having regard to transportation, living, and production costs in the industry's regions.",
      "M", "mix", (0.2, 0.1, 0.2, 0.2), []),
    R("Any employer who violates the minimum wage or overtime provisions shall be liable to the employees affected in the amount of their unpaid wages or unpaid overtime compensation, and in an additional equal amount as liquidated damages, together with a reasonable attorney's fee and the costs of the action.",
      "E", "bur", (0.0, 0.0, 0.0, 0.0), []),
    R("To prevent curtailment of opportunities for employment, the Administrator shall by regulation provide for the employment of learners, apprentices, and persons whose earning capacity is impaired by age or physical or mental deficiency, under special certificates, at wages lower than the minimum rate.",
      "E", "ben", (0.1, 0.1, 0.3, 0.2), []),
]

HOUSING_1949 = [
    R("The general welfare and security of the Nation and the health and living standards of its people require the elimination of substandard housing through the clearance of slums and blighted areas, and the realization as soon as feasible of the goal of a decent home and a suitable living environment for every American family.",
      "M", "mix", (0.3, 0.2, 0.4, 0.1), ["welfare"]),
    R("The Administrator may make advances and loans to local public agencies for projects of slum clearance and urban redevelopment, including the acquisition by purchase or condemnation of land in any slum area or any blighted, deteriorated, or deteriorating area that is predominantly residential in character.",
      "O", "bur", (0.6, 0.3, 0.6, 0.4), ["urban"], uses=True),
    R("The Administrator may contract to make capital grants to a local public agency of up to two-thirds of the net project cost, that is, the amount by which the cost of acquiring, clearing, and preparing the land exceeds the price at which it is sold or leased for redevelopment.",
      "E", "ben", (0.2, 0.2, 0.0, 0.1), []),
    R("Land acquired for a project shall be sold or leased to private redevelopers at its fair value for the uses set out in the redevelopment plan, and each purchaser shall be obligated to devote the land to those uses and to begin building within a reasonable time.",
      "E", "ben", (0.3, 0.2, 0.1, 0.2), []),
    R("No contract shall be made unless the local agency shows a feasible method for the temporary relocation of families displaced from the project area, and that decent, safe, and sanitary dwellings within their means and reasonably accessible to their places of employment are or will be available to them, at least equal in number to the families displaced.",
      "O", "mix", (0.3, 0.1, 0.1, 0.3), []),
    R("No contract for a loan or capital grant shall be made for a project unless the governing body of the locality has approved the redevelopment plan, after a public hearing, as conforming to a general plan for the development of the locality as a whole.",
      "M", "neu", (0.0, 0.0, 0.0, 0.1), []),
    R("The Public Housing Administration may enter into contracts for loans and annual contributions to assist local housing authorities in building not more than eight hundred ten thousand additional low-rent dwelling units over six years, at no more than one hundred thirty-five thousand units a year.",
      "M", "ben", (0.1, 0.1, 0.0, 0.1), []),
    R("Every contract for annual contributions shall require the local authority to eliminate, by demolition, condemnation, effective closing, or compulsory repair, a number of unsafe or insanitary dwellings in the locality substantially equal to the number of newly built low-rent units.",
      "O", "bur", (0.4, 0.2, 0.3, 0.2), []),
    R("The Secretary of Agriculture may make loans to the owner of a farm who lacks sufficient resources to provide decent, safe, and sanitary housing for himself, his tenants, or his farm laborers and cannot obtain the necessary credit elsewhere, to build or repair farm dwellings and buildings.",
      "I", "ben", (0.1, 0.2, 0.0, 0.1), []),
    R("The local authority shall fix maximum income limits for admission to and continued occupancy of low-rent housing, shall admit only families whose net income falls below them, and shall require any family whose income comes to exceed the limit to vacate its dwelling.",
      "M", "mix", (0.2, 0.1, 0.1, 0.1), []),
]

HIGHWAY_1956 = [
    R("The National System of Interstate and Defense Highways shall be completed as nearly as practicable within thirteen years, and the federal share payable on any project on that system shall be ninety per centum of its total cost.",
      "E", "ben", (0.1, 0.1, 0.1, 0.1), []),
    R("The routes of the interstate system, including their urban extensions through cities, shall be located by the state highway departments and approved by the Secretary of Commerce, and a route so approved shall be built on the location designated.",
      "O", "bur", (0.5, 0.3, 0.2, 0.5), ["urban"], uses=True),
    R("Where a state is unable to acquire right of way needed for an interstate project, the Secretary may acquire the land in the name of the United States by purchase or by condemnation in the federal district court, paying just compensation, and shall then convey it to the state.",
      "M", "mix", (0.3, 0.1, 0.0, 0.4), []),
    R("The Secretary may advance funds to any state for acquiring rights of way for interstate routes years before construction, to hold down the cost of the land, the advance to be repaid by deduction from later apportionments.",
      "E", "ben", (0.2, 0.1, 0.0, 0.1), []),
    R("The geometric and construction standards adopted for the interstate system shall be adequate to accommodate the types and volumes of traffic forecast for the year 1975, and shall provide for full control of access.",
      "M", "neu", (0.1, 0.0, 0.0, 0.1), []),
    R("The tax on gasoline and on diesel and special motor fuels is raised from two to three cents a gallon, the taxes on tires, tread rubber, and heavy trucks are raised, and the receipts shall be appropriated to a Highway Trust Fund.",
      "M", "bur", (0.0, 0.0, 0.0, 0.0), []),
    R("All laborers and mechanics employed by contractors or subcontractors on the initial construction of interstate projects shall be paid wages at rates not less than those prevailing on similar construction in the immediate locality, as determined by the Secretary of Labor.",
      "I", "ben", (0.2, 0.3, 0.0, 0.1), []),
    R("Any state highway department submitting plans for a federal-aid highway project that bypasses or goes through any city, town, or village shall certify that it has held public hearings, or afforded the opportunity for them, and has considered the economic effects of the location.",
      "M", "neu", (0.1, 0.0, 0.0, 0.3), []),
    R("When a state pays for the relocation of utility facilities made necessary by the construction of an interstate project, federal funds may reimburse the state for that cost in the same proportion as they pay other project costs.",
      "E", "ben", (0.2, 0.4, 0.0, 0.3), []),
    R("The Secretary shall not approve any federal-aid project that will displace any family, individual, business, or farm operation unless the state gives satisfactory assurances that relocation advisory assistance will be provided to those displaced.",
      "O", "ben", (0.0, 0.0, 0.0, 0.1), []),
]

RACIAL_INTEGRITY = [
    R("The State Registrar of Vital Statistics shall prepare a form on which the racial composition of any individual, as Caucasian, negro, Mongolian, American Indian, Asiatic Indian, Malay, or any mixture thereof, may be certified, and local registrars shall supply the form to any person who requests it.",
      "M", "neu", (0.3, 0.1, 0.4, 0.2), []),
    R("Any person born before June fourteenth, nineteen hundred and twelve may file with the local registrar a certificate of his racial composition, paying a fee of twenty-five cents, and the local registrar shall forward it to the State Registrar to be permanently filed.",
      "I", "neu", (0.2, 0.1, 0.3, 0.2), []),
    R("It shall be a felony for any person wilfully or knowingly to make a registration certificate false as to color or race, and anyone convicted of it shall be confined in the penitentiary for one year.",
      "O", "bur", (0.6, 0.3, 0.4, 0.5), ["convicted"]),
    R("No clerk shall issue a marriage license until he has reasonable assurance that the statements as to the color of both parties are correct, and where there is reasonable cause to disbelieve that an applicant is of pure white race, he may withhold the license until satisfactory proof is produced.",
      "O", "bur", (0.7, 0.5, 0.6, 0.8), []),
    R("It shall hereafter be unlawful for any white person in this State to marry any save a white person, or a person with no other admixture of blood than white and American Indian.",
      "I", "bur", (0.6, 0.6, 0.7, 0.3), []),
    R("For the purpose of this act, the term white person shall apply only to a person who has no trace whatsoever of any blood other than Caucasian.",
      "O", "bur", (0.7, 0.6, 0.9, 0.4), [], exp=True, link="ria-s5-white-person"),
    R("Persons who have one sixteenth or less of the blood of the American Indian and have no other non-Caucasian blood shall be deemed to be white persons under this act.",
      "I", "ben", (0.2, 0.7, 0.6, 0.2), [], link="ria-s5-white-person"),
    R("Any clerk or deputy clerk who knowingly issues a marriage license contrary to the provisions of this act shall be guilty of a misdemeanor and fined.",
      "M", "bur", (0.3, 0.2, 0.2, 0.2), []),
    R("Every certificate of birth filed with a local registrar shall state the color or race of the child and of each parent, and the physician or midwife attending shall be responsible for its correctness.",
      "M", "neu", (0.3, 0.1, 0.3, 0.3), []),
    R("If any white person intermarry with a colored person, or any colored person intermarry with a white person, he shall be guilty of a felony and confined in the penitentiary for not less than one nor more than five years.",
      "M", "bur", (0.7, 0.5, 0.5, 0.4), []),
]

CRA = [
    R("Regulated financial institutions have a continuing and affirmative obligation to help meet the credit needs of the local communities in which they are chartered, and are required to show that their deposit facilities serve the convenience and needs of those communities.",
      "E", "bur", (0.0, 0.0, 0.0, 0.0), []),
    R("In examining a financial institution, the appropriate federal supervisory agency shall assess the institution's record of meeting the credit needs of its entire community, including low- and moderate-income neighborhoods, consistent with its safe and sound operation.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("The agency shall take the institution's record of meeting community credit needs into account in evaluating its application for a deposit facility, including a charter, deposit insurance, a branch, the relocation of a home or branch office, or a merger or acquisition.",
      "M", "mix", (0.0, 0.0, 0.0, 0.0), []),
    R("The term appropriate Federal financial supervisory agency means the Comptroller of the Currency for national banks, the Federal Reserve Board for state member banks, the Federal Deposit Insurance Corporation for insured state nonmember banks, and the Federal Home Loan Bank Board for insured savings institutions.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("Nothing in this part shall require a bank to make loans or investments or to provide services that are inconsistent with safe and sound operations, though banks may develop flexible underwriting standards for low- and moderate-income borrowers consistent with safety.",
      "E", "ben", (0.1, 0.0, 0.0, 0.2), []),
    R("Each supervisory agency shall include in its annual report to the Congress a section outlining the actions it has carried out during the year to implement this title.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("Upon concluding an examination, the agency shall prepare a written evaluation of the institution's record, whose public section shall state the facts supporting its conclusions and assign one of four ratings: outstanding, satisfactory, needs to improve, or substantial noncompliance.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("A bank shall delineate one or more assessment areas that include the geographies where it has its main office and branches, and such a delineation may not reflect illegal discrimination or arbitrarily exclude low- or moderate-income geographies.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("A geography is moderate-income if its median family income is at least fifty and less than eighty percent of the area median income, and low-income if its median family income is less than fifty percent.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("In assessing the record of a nonminority-owned institution, the agency may consider as a factor capital investment, loan participation, and other ventures it undertakes in cooperation with minority-owned and women-owned financial institutions and low-income credit unions.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
]

POLICIES = [
    ("Fair Labor Standards Act (1938)",
     "Fair Labor Standards Act, 25 June 1938 (52 Stat. 1060), sections 3(b) and (j), 4(a), 5, 6(a), 7(a), 8(b), 12(a), 13(a)(6) and (10), 13(c), 14, 16(b)",
     FLSA),
    ("Housing Act (1949)",
     "Housing Act of 1949, 15 July 1949 (63 Stat. 413), sections 2, 101, 102, 103, 105(a)-(c), title III s. 301 (U.S. Housing Act ss. 10(g), 15(5), 15(8)), title V s. 501",
     HOUSING_1949),
    ("Federal-Aid Highway Act (1956)",
     "Federal-Aid Highway Act of 1956, 29 June 1956 (70 Stat. 374), sections 107, 108(a), (b), (i), 109, 111, 115, 116(c); Highway Revenue Act of 1956 (title II) ss. 201-205, 209; Federal-Aid Highway Act of 1962 s. 5 (23 U.S.C. 133, relocation assistance)",
     HIGHWAY_1956),
    ("Virginia Racial Integrity Act (1924)",
     "An Act to preserve racial integrity, Acts of Virginia 1924 ch. 371, approved 20 March 1924, sections 1-6; Code of Virginia 1919 ss. 4546 (intermarriage penalty) and 1574 (birth registration)",
     RACIAL_INTEGRITY),
    ("Community Reinvestment Act (1977)",
     "Community Reinvestment Act of 1977, title VIII of the Housing and Community Development Act, 12 October 1977 (91 Stat. 1147; 12 U.S.C. 2901-2906), sections 802-805; FIRREA 1989 s. 1212 (s. 807); Housing and Community Development Act 1992 s. 909; 12 CFR 25.11, 25.12, 25.41 (1995)",
     CRA),
]
