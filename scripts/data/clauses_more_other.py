"""More policies outside the four validated ones: not COI-validated, added so that a classifier
meets clauses from many statutes and every label value often (in-group non-elite benefits, elite
benefits and burdens, neutral administration, mixed clauses), not only out-group burdens.
Each entry of POLICIES is (exact sourcePolicy, sources, clauses), as in clauses_other.py; an
entry whose name equals a policy of clauses_other.py adds to that policy.

Out-groups: people claimed as fugitives from labour; the Native nations whose land was allotted or
granted away; Black voters, passengers and pupils under Jim Crow; agricultural and domestic
workers and Black tenants and sharecroppers; Japanese Americans excluded in 1942 (and the same
people as recipients of redress in 1988); the Black citizens the 1964 Act protects; recipients of
assistance and immigrants under the 1996 welfare law.
"""
from common import R

FUGITIVE_SLAVE = [
    R("The person to whom service or labor is due, or his agent or attorney, may pursue and reclaim the fugitive, either by procuring a warrant from a commissioner or by seizing and arresting the fugitive where that can be done without process.",
      "O", "bur", (1.0, 0.5, 0.3, 0.7), []),
    R("In no hearing under this act shall the testimony of the person alleged to be a fugitive be received in evidence, and the certificate granted to the claimant shall be conclusive of his right to remove that person to the State from which he escaped.",
      "O", "bur", (0.9, 0.7, 0.3, 1.0), []),
    R("A transcript of the record of a court of the claimant's State, declaring the escape and giving a general description of the person who escaped, shall be taken as conclusive proof of the escape and of the service owed, and on proof of identity the person so described shall be delivered up.",
      "O", "bur", (0.9, 0.5, 0.3, 0.9), [], exp=True),
    R("The commissioner shall be entitled to a fee of ten dollars in each case where he grants a certificate to the claimant, but to five dollars only where he finds the proof insufficient and discharges the person arrested.",
      "O", "bur", (0.6, 0.5, 0.1, 0.8), []),
    R("All good citizens are commanded to aid and assist in the prompt execution of this law whenever their services are required, and the marshal may summon bystanders or the posse comitatus of the county for that purpose.",
      "M", "bur", (0.6, 0.3, 0.2, 0.3), []),
    R("Any person who knowingly hinders the arrest of a fugitive from service, attempts his rescue, or harbors or conceals him shall be fined up to one thousand dollars and jailed up to six months, and shall also forfeit one thousand dollars to the owner for each fugitive so lost.",
      "M", "bur", (0.7, 0.6, 0.3, 0.4), []),
    R("Should a fugitive escape from the custody of a marshal or deputy, with or without his assent, the marshal shall be liable on his official bond to the claimant for the full value of the fugitive's labor.",
      "E", "ben", (0.4, 0.5, 0.1, 0.3), []),
    R("Where the claimant swears that he fears a rescue by force, the arresting officer shall keep the fugitive and carry him back to the State whence he fled, employing as many persons as needed, at the expense of the Treasury of the United States.",
      "E", "ben", (0.5, 0.5, 0.2, 0.4), []),
    R("The circuit courts of the United States shall from time to time enlarge the number of commissioners, so as to afford reasonable facilities to reclaim fugitives from labor, and territorial superior courts shall have the like power.",
      "M", "neu", (0.2, 0.0, 0.0, 0.2), []),
]

HOMESTEAD = [
    R("Any person who is the head of a family or has arrived at the age of twenty-one, is a citizen or has filed a declaration of intention to become one, and has never borne arms against the United States, may enter one quarter section of unappropriated public land.",
      "I", "ben", (0.2, 0.3, 0.1, 0.1), []),
    R("The applicant shall make affidavit before the register of the land office that the entry is for his exclusive use and for actual settlement and cultivation, and on paying ten dollars he shall be permitted to enter the quantity of land specified.",
      "I", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("At the end of five years from the date of entry, upon proof by two credible witnesses that he has resided upon and cultivated the land, the settler shall be entitled to a patent for it.",
      "I", "ben", (0.1, 0.3, 0.1, 0.0), []),
    R("No lands acquired under this act shall in any event become liable to the satisfaction of any debt contracted prior to the issuing of the patent.",
      "I", "ben", (0.0, 0.3, 0.0, 0.0), []),
    R("If it is proved that the person who made the entry has changed his residence or abandoned the land for more than six months at any time, the land shall revert to the government.",
      "I", "bur", (0.0, 0.0, 0.0, 0.1), []),
    R("A person who has made an entry may, at any time before the expiration of the five years, obtain a patent by paying the minimum price of one dollar and twenty-five cents an acre and proving settlement.",
      "E", "ben", (0.0, 0.1, 0.0, 0.1), []),
    R("The register and receiver of each land office shall note every such entry upon the tract books and plats and shall receive for their services the same compensation as is allowed on sales of public land.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
]

PACIFIC_RAILWAY = [
    R("The right of way through the public lands, two hundred feet wide on each side of the line, is granted to the company for its railroad and telegraph, together with the earth, stone, and timber of adjacent public lands needed for construction.",
      "E", "ben", (0.3, 0.3, 0.1, 0.1), []),
    R("The United States shall extinguish as rapidly as may be the Indian titles to all lands falling under the operation of this act and required for the right of way and grants herein made.",
      "O", "bur", (0.8, 0.3, 0.3, 0.6), []),
    R("Every alternate section of public land, designated by odd numbers, to the amount of five alternate sections per mile on each side of the road and within ten miles of it, is granted to the company on completion of each forty consecutive miles.",
      "E", "ben", (0.2, 0.3, 0.1, 0.1), []),
    R("For each section of forty miles completed, the Secretary of the Treasury shall issue to the company thirty-year bonds of the United States of one thousand dollars each, to the amount of sixteen such bonds per mile.",
      "E", "ben", (0.0, 0.3, 0.0, 0.1), []),
    R("All such lands granted which are not sold or disposed of by the company within three years after the entire road is completed shall be open to settlement and pre-emption like other public lands, at a price not exceeding one dollar and twenty-five cents an acre.",
      "I", "ben", (0.1, 0.2, 0.0, 0.0), []),
    R("The company shall at all times transmit dispatches over its telegraph line and transport mails, troops, and munitions of war for the government whenever required, giving the government preference of use at fair and reasonable rates.",
      "E", "bur", (0.0, 0.0, 0.0, 0.0), []),
    R("The president of the company shall annually report to the Secretary of the Treasury, under oath, the names of the stockholders, the debts and expenditures of the company, and the state of its accounts.",
      "E", "neu", (0.0, 0.0, 0.0, 0.0), []),
]

DAWES = [
    R("Whenever any reservation is in the President's opinion advantageous for agricultural and grazing purposes, he may cause it to be surveyed and allotted in severalty, one quarter section to each head of a family and one eighth to each single person over eighteen.",
      "O", "bur", (0.8, 0.4, 0.6, 0.6), []),
    R("If any Indian entitled to an allotment fails to make a selection within four years after the President directs allotment on his reservation, the Secretary of the Interior may direct the agent to select the land for him.",
      "O", "bur", (0.7, 0.3, 0.4, 0.7), []),
    R("The United States shall hold the allotted land for twenty-five years in trust for the sole use of the allottee, and any conveyance or contract touching the land made before the trust period ends shall be absolutely null and void.",
      "O", "mix", (0.5, 0.3, 0.5, 0.4), []),
    R("Lands remaining after allotment which the tribe consents to sell shall be held by the United States for the sole purpose of securing homes to actual settlers, and shall be disposed of only in tracts of not more than one hundred sixty acres to any one person.",
      "I", "ben", (0.3, 0.4, 0.2, 0.2), []),
    R("The purchase money for surplus lands shall be held in the Treasury for the sole use of the tribe at three per cent interest, and shall be at all times subject to appropriation by Congress for the education and civilization of the tribe.",
      "O", "bur", (0.5, 0.2, 0.7, 0.7), []),
    R("Every Indian born within the territorial limits of the United States who has received an allotment, or who has voluntarily taken up residence apart from any tribe and adopted the habits of civilized life, is declared to be a citizen of the United States.",
      "O", "mix", (0.3, 0.3, 0.8, 0.2), []),
    R("Nothing in this act shall be construed to affect the power of Congress to grant a right of way for railroads, highways, or telegraph lines through lands allotted to any Indian, or to condemn such lands to public uses on making just compensation.",
      "E", "ben", (0.4, 0.2, 0.1, 0.4), []),
    R("Whenever the Secretary of the Interior is satisfied that an allottee is competent and capable of managing his affairs, he may issue a patent in fee simple, and all restrictions as to sale, encumbrance, or taxation of the land shall then be removed.",
      "O", "mix", (0.4, 0.3, 0.7, 0.6), []),
    R("In cases where irrigation is necessary to render the allotted lands available for agriculture, the Secretary of the Interior may prescribe rules to secure a just and equal distribution of the water among the Indians residing on the reservation.",
      "O", "neu", (0.2, 0.0, 0.1, 0.3), []),
]

JIM_CROW_VOTING = [
    R("Every male inhabitant aged twenty-one who has resided in the State two years shall be a qualified elector, unless he has been convicted of bribery, burglary, theft, arson, obtaining money under false pretenses, perjury, forgery, embezzlement, or bigamy.",
      "O", "bur", (0.7, 0.5, 0.5, 0.7), ["convicted"], uses=True),
    R("A uniform poll tax of two dollars a year is levied on every male between twenty-one and sixty, no criminal proceeding shall lie to collect it, and no man may vote who has not paid it for the two years preceding the election.",
      "O", "bur", (0.6, 0.3, 0.3, 0.6), ["poll tax"], uses=True),
    R("After the first day of January 1892 every elector shall be able to read any section of the constitution of this State, or to understand the same when read to him, or to give a reasonable interpretation of it to the registrar.",
      "O", "bur", (0.7, 0.6, 0.5, 0.9), ["reasonable interpretation"], uses=True),
    R("No male person who was entitled to vote in any State on or before January 1867, and no son or grandson of such a person, shall be denied registration for want of the educational or property qualification, if he registers before September 1898.",
      "I", "ben", (0.3, 0.9, 0.4, 0.6), ["january 1867"], uses=True),
    R("A man who cannot meet the reading test may nonetheless register if he owns in good faith forty acres of land on which he lives, or property assessed at three hundred dollars on which the taxes have been paid.",
      "I", "ben", (0.3, 0.5, 0.2, 0.3), []),
    R("In no event shall a negro be eligible to participate in a Democratic party primary election held in the State, and any ballot so cast shall be void and not counted.",
      "O", "bur", (0.9, 0.5, 0.3, 1.0), []),
    R("No person shall be allowed to vote for any officer at any election who has not been duly registered at least four months before that election.",
      "M", "bur", (0.3, 0.1, 0.0, 0.3), []),
    R("The legislature shall provide by law for the registration of all persons entitled to vote, and each applicant for registration shall take an oath before the registrar that he possesses the qualifications of an elector.",
      "M", "neu", (0.1, 0.0, 0.0, 0.2), []),
]

JIM_CROW_SEGREGATION = [
    R("All railway companies carrying passengers in this State shall provide equal but separate accommodations for the white and colored races, by furnishing two or more coaches for each passenger train or by dividing the coaches with a partition.",
      "O", "bur", (0.7, 0.6, 0.6, 0.4), []),
    R("No passenger shall occupy a coach other than the one assigned to his race, and a passenger who insists on entering a coach of the other race shall be fined twenty-five dollars or imprisoned for not more than twenty days.",
      "O", "bur", (0.7, 0.4, 0.4, 0.5), []),
    R("The officers of passenger trains are required to assign each passenger to the coach used for his race, and neither the officer nor the company shall be liable for damages for refusing to carry a passenger who declines the coach assigned.",
      "O", "bur", (0.6, 0.3, 0.3, 0.8), []),
    R("Any railway company that refuses or neglects to furnish separate coaches as required by this act shall be liable to a fine of not less than one hundred nor more than five hundred dollars.",
      "E", "bur", (0.3, 0.1, 0.2, 0.1), []),
    R("Nothing in this act shall be construed as applying to nurses attending children of the other race, who may ride in the coach of the family they serve.",
      "I", "ben", (0.3, 0.7, 0.4, 0.1), []),
    R("Separate schools shall be maintained for children of the white and colored races, and no child of either race shall be admitted to a public school set apart for the other.",
      "O", "bur", (0.6, 0.5, 0.5, 0.5), []),
    R("The marriage of a white person with a negro or mulatto, or with a person having one eighth or more of negro blood, shall be unlawful and void.",
      "O", "bur", (0.8, 0.5, 0.7, 0.4), [], exp=True),
]

SOCIAL_SECURITY_MORE = [
    R("In addition to other taxes, every individual shall pay an income tax of one per centum of the wages he receives for employment after 1936, which the employer shall deduct from the wages as and when paid.",
      "M", "bur", (0.0, 0.0, 0.0, 0.0), []),
    R("If a person dies before reaching sixty-five, his estate shall be paid a lump sum equal to three and one-half per centum of the total wages paid to him for employment after December 31, 1936.",
      "I", "ben", (0.1, 0.3, 0.0, 0.0), []),
    R("To each State with an approved plan for aid to dependent children, the Treasury shall pay one third of the sums spent under the plan, disregarding any aid to one child above eighteen dollars a month.",
      "M", "ben", (0.2, 0.1, 0.1, 0.2), []),
    R("The Board shall certify for payment to each State whose unemployment compensation law it has approved the amounts it finds necessary for the proper administration of that law during each quarter.",
      "M", "neu", (0.0, 0.0, 0.0, 0.1), []),
    R("An individual shall be a qualified individual only if wages of not less than two thousand dollars were paid to him for employment after 1936 and before sixty-five, on some day in each of at least five different years.",
      "M", "mix", (0.3, 0.2, 0.1, 0.1), []),
]

WAGNER = [
    R("Employees shall have the right to self-organization, to form, join, or assist labor organizations, to bargain collectively through representatives of their own choosing, and to engage in concerted activities for mutual aid or protection.",
      "I", "ben", (0.2, 0.4, 0.0, 0.1), []),
    R("The term employee shall not include any individual employed in agricultural labor, or in the domestic service of any family or person at his home, or any individual employed by his parent or spouse.",
      "O", "bur", (0.6, 0.5, 0.2, 0.5), ["agricultural labor", "domestic service"], uses=True),
    R("It shall be an unfair labor practice for an employer to interfere with or coerce employees in exercising these rights, to dominate or support a labor organization, or to discriminate in hiring or tenure so as to discourage membership in one.",
      "E", "bur", (0.0, 0.0, 0.0, 0.0), []),
    R("Nothing in this act shall preclude an employer from agreeing with a labor organization to require membership in it as a condition of employment, if that organization represents a majority of the employees in the unit.",
      "M", "mix", (0.4, 0.3, 0.0, 0.3), []),
    R("Representatives chosen by the majority of the employees in a unit appropriate for the purpose shall be the exclusive representatives of all the employees in that unit in bargaining over pay, wages, hours, and other conditions.",
      "M", "ben", (0.2, 0.1, 0.0, 0.2), []),
    R("A National Labor Relations Board of three members is created; the President shall appoint them with the Senate's consent, designate one as chairman, and may remove any member for neglect of duty or malfeasance after notice and hearing.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("The Board may petition any circuit court of appeals for enforcement of its order, and its findings as to the facts, if supported by evidence, shall be conclusive upon the court.",
      "M", "neu", (0.0, 0.0, 0.0, 0.1), []),
]

AAA = [
    R("The Secretary of Agriculture may provide for reduction in the acreage or production of any basic agricultural commodity through agreements with producers, and may make rental or benefit payments to them in amounts he deems fair and reasonable.",
      "I", "ben", (0.2, 0.4, 0.1, 0.2), []),
    R("A processing tax shall be levied on the first domestic processing of each basic commodity, at a rate equal to the difference between its current average farm price and its fair exchange value.",
      "E", "bur", (0.0, 0.0, 0.0, 0.0), []),
    R("The landowner shall endeavor in good faith to bring about the acreage reduction with the least possible disturbance of labor and shall, insofar as possible, keep the normal number of tenants on the farm, who may stay in their houses rent free.",
      "O", "mix", (0.4, 0.4, 0.1, 0.7), []),
    R("Rental payments under the cotton contract shall be made to the landowner alone, while parity payments shall be divided between the landowner and the share-tenant or sharecropper according to their interests in the crop.",
      "M", "mix", (0.5, 0.5, 0.2, 0.5), []),
    R("Allotments and contracts in each county shall be determined and reviewed by a county committee of local farmers elected by the producers who take part in the program.",
      "O", "bur", (0.4, 0.3, 0.1, 0.7), []),
    R("The Commodity Credit Corporation may lend to producers on cotton stored under seal at a rate per pound fixed by the Secretary, without recourse to the producer beyond the cotton pledged.",
      "I", "ben", (0.1, 0.3, 0.0, 0.1), []),
    R("The Secretary may appoint such officers and employees and establish such state and local committees as he finds necessary, and may make regulations with the force of law to carry out this title.",
      "M", "neu", (0.0, 0.0, 0.0, 0.1), []),
]

EO_9066 = [
    R("As protection against espionage and sabotage, the Secretary of War and the military commanders he designates may prescribe military areas from which any or all persons may be excluded, the right of any person to enter, remain in, or leave them being subject to whatever restrictions the commander imposes.",
      "O", "bur", (0.9, 0.4, 0.7, 0.9), []),
    R("All persons of Japanese ancestry, both alien and non-alien, shall be excluded from the designated area by twelve o'clock noon, and a responsible member of each family shall report to the Civil Control Station for instructions.",
      "O", "bur", (1.0, 0.5, 0.5, 0.8), [], exp=True),
    R("Whoever enters, remains in, leaves, or commits any act in a military area contrary to the restrictions applicable to it, knowing or having reason to know of them, shall be guilty of a misdemeanor punishable by a fine of up to five thousand dollars or a year in prison.",
      "O", "bur", (0.8, 0.3, 0.3, 0.6), []),
    R("The Secretary of War may provide for residents excluded from any such area such transportation, food, shelter, and other accommodations as may be necessary to accomplish the purpose of this order.",
      "O", "mix", (0.7, 0.2, 0.3, 0.4), []),
    R("The government will store the more substantial household goods of evacuees only at the sole risk of the owner, and each family may take with it only as much baggage as its members can carry.",
      "O", "bur", (0.6, 0.3, 0.1, 0.4), []),
    R("The Farm Security Administration shall arrange for the continued operation of farm lands left by evacuated persons, through lease or sale to other operators approved by it.",
      "M", "mix", (0.6, 0.4, 0.2, 0.4), []),
    R("There is established within the Office for Emergency Management a War Relocation Authority, headed by a Director appointed by and responsible to the President.",
      "O", "neu", (0.3, 0.0, 0.1, 0.3), []),
]

CIVIL_LIBERTIES = [
    R("Subject to the availability of appropriations, the Attorney General shall pay out of the Fund the sum of twenty thousand dollars to each eligible individual who does not refuse to accept it.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("On behalf of the Nation, the Congress apologizes for the evacuation, relocation, and internment of citizens and permanent resident aliens of Japanese ancestry during World War II.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("The Attorney General is asked to review any case in which an individual was found guilty of violating the curfew or exclusion orders, and the President is asked to consider offering each such person a pardon.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("Acceptance of a payment under this section shall be in full satisfaction of all claims against the United States arising from the acts described, and the payment shall not be counted as income for any federal tax purpose.",
      "O", "mix", (0.1, 0.0, 0.0, 0.3), []),
    R("The term eligible individual means any person of Japanese ancestry, living on the date of enactment, who during the evacuation, relocation, or internment period was a United States citizen or a permanent resident alien.",
      "O", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("The Secretary of the Treasury shall pay twelve thousand dollars to each eligible Aleut who was relocated by the government from the Pribilof Islands or the Aleutian Islands west of Unimak Island.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("A Civil Liberties Public Education Fund is established in the Treasury, to be administered by the Attorney General, and sums appropriated for this act shall be deposited in it.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
]

GI_BILL_MORE = [
    R("A veteran may obtain a guaranty of a loan for buying land, buildings, livestock, equipment, or machinery for a bona fide farming operation or a business he will pursue, if the Administrator finds the venture likely to succeed.",
      "I", "ben", (0.2, 0.4, 0.1, 0.3), []),
    R("While enrolled in an approved course, a veteran shall be paid a subsistence allowance of fifty dollars a month, or seventy-five dollars if he has one or more dependents.",
      "M", "ben", (0.0, 0.2, 0.0, 0.0), []),
    R("A Veterans' Placement Service Board is created, with the Administrator of Veterans' Affairs as its chairman, to decide all matters of policy in administering the Veterans' Employment Service.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("A discharge or dismissal by sentence of a general court-martial, or a discharge for desertion, shall bar all rights of the person so discharged under the laws administered by the Veterans Administration.",
      "M", "bur", (0.3, 0.1, 0.1, 0.2), []),
]

CIVIL_RIGHTS_1964 = [
    R("All persons shall be entitled to the full and equal enjoyment of the goods, services, facilities, and accommodations of any place of public accommodation, without discrimination or segregation on the ground of race, color, religion, or national origin.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), ["national origin"]),
    R("The provisions of this title shall not apply to a private club or other establishment not in fact open to the public, except to the extent its facilities are made available to the customers of a covered establishment.",
      "E", "ben", (0.2, 0.3, 0.0, 0.2), []),
    R("No person in the United States shall, on the ground of race, color, or national origin, be excluded from participation in, be denied the benefits of, or be subjected to discrimination under any program or activity receiving Federal financial assistance.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), ["national origin"]),
    R("It shall be an unlawful employment practice for an employer to refuse to hire or to discharge any individual, or to discriminate against him in compensation or conditions of employment, because of his race, color, religion, sex, or national origin.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), ["national origin"]),
    R("It shall not be an unlawful employment practice to apply different terms under a bona fide seniority or merit system, or to act upon a professionally developed ability test, provided it is not designed or used to discriminate.",
      "M", "mix", (0.3, 0.2, 0.1, 0.4), []),
    R("No person acting under color of law shall, in deciding whether an individual is qualified to vote, apply a standard different from those applied to others already found qualified, or deny the vote for an immaterial error on a record or paper.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("The term employer means a person engaged in an industry affecting commerce who has twenty-five or more employees on each working day in twenty or more calendar weeks of the current or preceding year.",
      "M", "neu", (0.1, 0.0, 0.0, 0.1), []),
    R("An Equal Employment Opportunity Commission is created of five members, no more than three from the same political party, whom the President appoints with the advice and consent of the Senate for staggered terms of five years.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
]

PRWORA = [
    R("A State shall not use any part of its grant to provide assistance to a family that includes an adult who has received assistance for sixty months, whether or not consecutive, though it may exempt up to twenty per cent of its caseload for hardship.",
      "O", "bur", (0.6, 0.4, 0.4, 0.4), []),
    R("This part shall not be interpreted to entitle any individual or family to assistance under any State program funded under it.",
      "O", "bur", (0.4, 0.2, 0.2, 0.8), []),
    R("A State shall require a parent receiving assistance to engage in work once it judges the parent ready or after twenty-four months of assistance, and shall reduce or end the assistance of a recipient who refuses to work without good cause.",
      "O", "bur", (0.5, 0.3, 0.4, 0.3), []),
    R("To end the dependence of needy parents on welfare, a State may spend its grant in any manner reasonably calculated to promote job preparation, work, and marriage, and may set its own rules of eligibility.",
      "O", "bur", (0.3, 0.3, 0.7, 0.5), ["welfare"], uses=True),
    R("An alien admitted for permanent residence on or after the date of enactment shall not be eligible for any Federal means-tested public benefit for five years from entry, unless a refugee, an asylee, or an honorably discharged veteran.",
      "O", "bur", (0.6, 0.5, 0.4, 0.4), [], exp=True),
    R("A State shall use its child care funds to provide care to low-income families in which the parent is working or attending a job training or educational program.",
      "M", "ben", (0.0, 0.1, 0.0, 0.0), []),
    R("Every employer shall furnish to the State directory of new hires, within twenty days of hiring, a report giving the name, address, and social security number of each new employee.",
      "M", "neu", (0.0, 0.0, 0.0, 0.1), []),
    R("The Secretary shall report to the Congress each year on the State programs funded under this part, stating the number of families assisted, the work participation rates achieved, and the grants paid.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
]

TAX = [
    R("The basis of property acquired from a decedent shall be its fair market value at the date of death, so that gain accrued during the decedent's lifetime is never taxed to the heirs.",
      "E", "ben", (0.1, 0.3, 0.0, 0.2), []),
    R("The deduction of sixty per cent of net capital gain is repealed, and long-term gains of individuals shall be taxed at the rates for ordinary income, subject to a maximum of twenty-eight per cent.",
      "E", "bur", (0.0, 0.0, 0.0, 0.0), []),
    R("Losses from passive trade or business activities, including rental real estate, shall not be allowed against wages, salaries, or portfolio income, but may be carried forward to later taxable years.",
      "E", "bur", (0.0, 0.0, 0.0, 0.0), []),
    R("Net capital gain of an individual from property held more than eighteen months shall be taxed at no more than twenty per cent, or ten per cent on gain that would otherwise fall in the fifteen per cent bracket.",
      "E", "ben", (0.0, 0.3, 0.0, 0.1), []),
    R("The amount exempt from estate and gift tax shall rise in stages from six hundred thousand dollars for decedents dying in 1997 to one million dollars for those dying after 2005.",
      "E", "ben", (0.0, 0.3, 0.0, 0.1), []),
    R("No gain or loss shall be recognized when property held for productive use in a business or for investment is exchanged solely for property of like kind to be held for the same use.",
      "E", "ben", (0.0, 0.2, 0.0, 0.2), []),
    R("Gross income shall not include up to two hundred fifty thousand dollars of gain, or five hundred thousand for a married couple filing jointly, from selling a home owned and used as the principal residence for two of the past five years.",
      "I", "ben", (0.1, 0.3, 0.0, 0.1), []),
    R("The personal exemption shall increase to two thousand dollars by 1989 and the standard deduction and earned income credit shall be enlarged, removing about six million low-income people from the income tax rolls.",
      "M", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("Returns of income tax made on the basis of the calendar year shall be filed on or before the fifteenth day of April following the close of that year.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
]

ADMINISTRATIVE_MORE = [
    R("The Secretary shall, in 1980 and every ten years after, take a decennial census of population as of the first day of April, in the form and content he determines.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("No officer or employee may use information furnished under this title for any purpose other than the statistical purposes for which it was supplied, or allow anyone but sworn officers and employees to examine the individual reports.",
      "M", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("The President shall transmit to Congress a statement of the whole number of persons in each State, as found by the decennial census, and the number of Representatives each State would receive by the method of equal proportions.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("The reviewing court shall hold unlawful and set aside agency action, findings, and conclusions found to be arbitrary, capricious, an abuse of discretion, or otherwise not in accordance with law.",
      "M", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("Whenever an agency proposes a rule, it shall prepare an initial regulatory flexibility analysis describing the rule's expected impact on small businesses, small organizations, and small governmental jurisdictions.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("Before a rule can take effect, the agency promulgating it shall submit to each House of Congress and to the Comptroller General a report containing the rule, a concise general statement about it, and its proposed effective date.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("Each agency shall designate a senior official responsible for information resources management, who shall review every proposed collection of information to assess whether it is necessary for the proper performance of the agency's functions.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
]

POLICIES = [
    ("Fugitive Slave Act (1850)", "Fugitive Slave Act, 18 September 1850 (9 Stat. 462), sections 3-10", FUGITIVE_SLAVE),
    ("Homestead Act (1862)", "Homestead Act, 20 May 1862 (12 Stat. 392), sections 1-5, 8", HOMESTEAD),
    ("Pacific Railway Act (1862)", "Pacific Railway Act, 1 July 1862 (12 Stat. 489), sections 2-6 and the annual report of the company", PACIFIC_RAILWAY),
    ("Dawes Act (1887)", "General Allotment Act, 8 February 1887 (24 Stat. 388), sections 1, 2, 5-7, 10; Burke Act, 8 May 1906 (34 Stat. 182)", DAWES),
    ("Jim Crow Voting Laws (1890)", "Mississippi Constitution of 1890 ss. 241-244, 249, 251; Louisiana Constitution of 1898 art. 197 s. 5; Alabama Constitution of 1901 s. 181; Texas primary statute of 1923", JIM_CROW_VOTING),
    ("Jim Crow Segregation Statutes (1890)", "Louisiana Separate Car Act, 10 July 1890 (Act 111), sections 1-4; Mississippi Constitution of 1890 ss. 207, 263", JIM_CROW_SEGREGATION),
    ("Social Security Act (1935)", "Social Security Act, 14 August 1935 (49 Stat. 620), titles II (ss. 203, 210), III, IV, VIII (s. 801)", SOCIAL_SECURITY_MORE),
    ("Wagner Act (1935)", "National Labor Relations Act, 5 July 1935 (49 Stat. 449), sections 2(3), 3, 7, 8, 9(a), 10(e)", WAGNER),
    ("Agricultural Adjustment Act (1933)", "Agricultural Adjustment Act, 12 May 1933 (48 Stat. 31), ss. 8-10; 1934-1935 cotton acreage reduction contract; Commodity Credit Corporation cotton loans; Soil Conservation and Domestic Allotment Act 1936 s. 8(b)", AAA),
    ("Executive Order 9066 (1942)", "Executive Order 9066, 19 February 1942; Public Law 77-503, 21 March 1942; Civilian Exclusion Orders and instructions (1942); Executive Order 9102, 18 March 1942", EO_9066),
    ("Civil Liberties Act (1988)", "Civil Liberties Act of 1988, 10 August 1988 (102 Stat. 903), sections 2, 102, 104, 105, 108, 206", CIVIL_LIBERTIES),
    ("GI Bill (1944)", "Servicemen's Readjustment Act, 22 June 1944 (58 Stat. 284), sections 300, 503, 600, title II part VIII", GI_BILL_MORE),
    ("Civil Rights Act (1964)", "Civil Rights Act of 1964, 2 July 1964 (78 Stat. 241), sections 101, 201, 601, 701, 703, 705", CIVIL_RIGHTS_1964),
    ("Personal Responsibility and Work Opportunity Act (1996)", "Personal Responsibility and Work Opportunity Reconciliation Act, 22 August 1996 (110 Stat. 2105), sections 103 (SSA ss. 401, 407, 408, 411), 313, 403, 603", PRWORA),
    ("Capital Gains and Estate Tax Provisions (1986-1997)", "Internal Revenue Code ss. 1014, 1031, 6072; Tax Reform Act of 1986 ss. 101-104, 301, 501; Taxpayer Relief Act of 1997 ss. 311, 312, 501", TAX),
    ("Federal Administrative Provisions (modern)", "13 U.S.C. 9, 141; 2 U.S.C. 2a; 5 U.S.C. 603, 706, 801; Paperwork Reduction Act 44 U.S.C. 3506", ADMINISTRATIVE_MORE),
]
