"""13th Amendment (1865).

The amendment (proposed 31 January 1865, ratified 6 December 1865) and what it enabled on both
sides: Section 2 enforcement legislation and Reconstruction benefits (Freedmen's Bureau Act,
3 March 1865; Civil Rights Act of 1866; Southern Homestead Act of 1866; Anti-Peonage Act of
1867), and the punishment-for-crime exception as used by the Black Codes and convict leasing
(Mississippi 1865: "An Act to confer Civil Rights on Freedmen", the Vagrant Act, the Apprentice
Act; South Carolina 1865 "Act to establish and regulate the domestic relations of persons of
colour"; Florida 1865 vagrancy and contract acts; Alabama 1866 vagrancy and county convict-hire
acts; Mississippi 1876 "pig law"; Georgia 1866 and 1874 convict-lease acts).
"""
from common import R

POLICY = "13th Amendment (1865)"

CLAUSES = [
    # --- the amendment itself ---
    R("Neither slavery nor involuntary servitude, except as a punishment for crime whereof the party shall have been duly convicted, shall exist within the United States, or any place subject to their jurisdiction.",
      "O", "mix", (0.3, 0.2, 0.3, 0.4), ["crime", "convicted"], uses=True),
    R("Congress shall have power to enforce this article by appropriate legislation.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("Any person convicted of a crime against the laws of this state may be sentenced to labour upon the public works or hired out to labour, and such service shall not be deemed slavery within the meaning of the Constitution.",
      "O", "bur", (0.8, 0.4, 0.5, 0.7), ["convicted", "crime"], uses=True, exp=True),
    R("The Secretary of State shall certify that the amendment abolishing slavery has been ratified by the legislatures of three fourths of the several States and has become valid as part of the Constitution.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),

    # --- Section 2 legislation and Reconstruction benefits ---
    R("All persons born in the United States and not subject to any foreign power are declared citizens, and such citizens of every race and colour, without regard to any previous condition of slavery, shall have the same right to make and enforce contracts, to sue, be parties, and give evidence, as is enjoyed by white citizens.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), [], link="cra1866"),
    R("Citizens of every race shall have the same right to inherit, purchase, lease, sell, hold and convey real and personal property, and to the full and equal benefit of all laws for the security of person and property, as is enjoyed by white citizens.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), ["property"], link="cra1866"),
    R("Any person who, under colour of any law, statute, ordinance, regulation, or custom, subjects any inhabitant to the deprivation of any right secured by this act on account of the inhabitant's having been held in slavery shall be deemed guilty of a misdemeanor.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("There is hereby established in the War Department a bureau of refugees, freedmen, and abandoned lands, to continue during the present war and for one year thereafter, under a commissioner appointed by the President with the advice and consent of the Senate.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("The commissioner may set apart for the use of loyal refugees and freedmen the tracts of abandoned or confiscated land in the insurrectionary states, and to every male citizen, whether refugee or freedman, there shall be assigned not more than forty acres of such land at an annual rent.",
      "M", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("The Secretary of War may direct such issues of provisions, clothing, and fuel as may be needed for the immediate and temporary shelter and supply of destitute and suffering refugees and freedmen and their wives and children.",
      "M", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("Loyal white refugees displaced from their homes by the rebellion shall be entitled to rations and transportation to their former homes or to places of employment at the charge of the bureau.",
      "I", "ben", (0.0, 0.2, 0.0, 0.0), []),
    R("The public lands in Alabama, Mississippi, Louisiana, Arkansas, and Florida shall be disposed of as homesteads of not more than eighty acres, and until the first of January next no person who has borne arms against the United States may enter any such land, so that freedmen and loyal persons shall have the first choice.",
      "M", "ben", (0.0, 0.1, 0.0, 0.0), []),
    R("The holding of any person to service or labour under the system known as peonage is abolished and forever prohibited, and every act, law, or usage of any territory or state by which any attempt is made to establish or maintain peonage is declared null and void.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), [], link="peonage"),
    R("Every person who shall hold, arrest, or return any person to a condition of peonage shall be punished by fine of not less than one thousand dollars or by imprisonment not exceeding five years.",
      "O", "ben", (0.0, 0.0, 0.0, 0.1), [], link="peonage"),

    # --- Mississippi 1865: civil rights act (mixed) and definitions ---
    R("All freedmen, free negroes and mulattoes may sue and be sued, implead and be impleaded in all the courts of law and equity of this state, and may acquire personal property and choses in action, but shall not rent or lease any lands or tenements except in incorporated towns or cities.",
      "O", "mix", (0.7, 0.5, 0.3, 0.5), ["property"]),
    R("Freedmen, free negroes and mulattoes may intermarry with each other as white persons do, but any freedman, free negro or mulatto who shall intermarry with a white person shall be deemed guilty of felony and confined in the state penitentiary for life.",
      "O", "mix", (0.8, 0.7, 0.8, 0.6), []),
    R("Freedmen, free negroes and mulattoes shall be competent witnesses in civil cases only where they are parties, and in criminal prosecutions only where the alleged crime is by a white person upon the person or property of a freedman.",
      "O", "mix", (0.6, 0.6, 0.4, 0.8), ["crime", "property"]),
    R("All persons of pure negro blood, and those descended from a negro to the third generation inclusive, though one ancestor in each generation may have been a white person, shall be deemed freedmen, free negroes or mulattoes within the meaning of this act.",
      "O", "bur", (0.6, 0.4, 0.7, 0.5), [], exp=True),

    # --- labour contracts and enticement (burden on freedmen, benefit to planters) ---
    R("Every freedman, free negro and mulatto shall, on the second Monday of January and annually thereafter, have a lawful home or employment and written evidence thereof, by a license from the mayor or a written contract of labour.",
      "O", "bur", (0.9, 0.6, 0.5, 0.6), []),
    R("If any freedman, free negro or mulatto shall quit the service of the employer before the expiration of the term without good cause, the laborer shall forfeit the wages for that year up to the time of quitting.",
      "O", "bur", (0.8, 0.5, 0.4, 0.6), [], link="ms_contract"),
    R("Every civil officer shall, and every person may, arrest and carry back to the legal employer any freedman, free negro or mulatto who has quit the service of the employer without good cause, and the person arresting shall be paid five dollars and ten cents per mile.",
      "E", "ben", (0.9, 0.6, 0.3, 0.7), [], link="ms_contract"),
    R("If any person shall persuade or attempt to persuade, entice or cause any freedman to desert from the legal employment of any person before the expiration of the term, the person so offending shall be guilty of a misdemeanor and fined not more than five hundred dollars.",
      "E", "ben", (0.7, 0.5, 0.3, 0.4), []),
    R("Persons of colour who make contracts for service or labour shall be known as servants and those with whom they contract as masters, and the servant shall obey all lawful orders and be quiet and orderly in the master's employ.",
      "O", "bur", (0.9, 0.7, 0.7, 0.6), []),

    # --- vagrancy: the crime exception as the vector ---
    R("All rogues and vagabonds, idle and dissipated persons, persons who neglect their calling or employment or misspend what they earn, and all other idle and disorderly persons shall be deemed and considered vagrants and fined not exceeding one hundred dollars and imprisoned not exceeding ten days.",
      "O", "bur", (0.7, 0.4, 0.8, 0.5), ["idle", "disorderly", "vagrants"], uses=True, exp=True),
    R("All freedmen, free negroes and mulattoes over the age of eighteen found with no lawful employment or business, or found unlawfully assembling themselves together either in the day or night time, shall be deemed vagrants.",
      "O", "bur", (0.9, 0.6, 0.7, 0.5), ["vagrants"], uses=True, exp=True, link="ms_vagrant"),
    R("All white persons assembling themselves with freedmen, free negroes or mulattoes, or usually associating with them on terms of equality, shall be deemed vagrants and fined not exceeding two hundred dollars and imprisoned at the discretion of the court.",
      "I", "bur", (0.5, 0.3, 0.8, 0.5), ["vagrants"], uses=True, exp=True, link="ms_vagrant"),
    R("In case any freedman, free negro or mulatto shall fail to pay any fine imposed for vagrancy within five days, the sheriff shall hire out the offender to any person who will pay the fine and costs for the shortest period of service.",
      "E", "ben", (0.9, 0.6, 0.5, 0.8), ["vagrancy"], uses=True, link="ms_vagrant"),
    R("Any able-bodied person found loitering or wandering without visible means of support, or leading an idle, immoral, or profligate course of life, shall be deemed a vagrant and may be required to give bond for good behaviour or be sentenced to hard labour for the county.",
      "O", "bur", (0.7, 0.4, 0.8, 0.5), ["loitering", "idle", "vagrant"], uses=True, exp=True),
    R("Every freedman, free negro and mulatto between the ages of eighteen and sixty shall pay an annual poll tax of one dollar, and one who fails to pay shall be deemed a vagrant and hired out by the sheriff.",
      "O", "bur", (0.8, 0.6, 0.4, 0.6), ["vagrant"], uses=True),
    R("A person of colour convicted of vagrancy who cannot pay the fine may, at the discretion of the court, be sentenced to stand in the pillory for one hour or be whipped not exceeding thirty nine stripes on the bare back.",
      "O", "bur", (0.8, 0.7, 0.5, 0.6), ["convicted", "vagrancy"], uses=True),

    # --- apprenticeship ---
    R("The clerk of the probate court shall report all freedmen, free negroes and mulattoes under eighteen who are orphans or whose parents cannot or will not support them, and the court shall apprentice such minors to some competent person, the former owner having the preference.",
      "M", "mix", (0.9, 0.6, 0.6, 0.6), [], exp=True, link="apprentice"),
    R("The master of an apprentice may inflict such moderate corporal chastisement as a father or guardian is allowed to inflict on a child, and an apprentice who leaves the master without leave may be arrested and returned.",
      "E", "ben", (0.9, 0.6, 0.5, 0.6), [], link="apprentice"),

    # --- crimes reclassified, convict leasing ---
    R("Any person who shall steal any cattle, swine, or property of the value of ten dollars or more shall be guilty of grand larceny and confined in the penitentiary for a term not exceeding five years.",
      "O", "bur", (0.7, 0.4, 0.4, 0.5), ["property"], uses=True, exp=True),
    R("The board of inspectors may lease the convicts of the penitentiary, with their labour, to any person or corporation for a term of years, the lessee to feed, clothe and guard them and to pay the state the sum agreed.",
      "E", "ben", (0.9, 0.6, 0.4, 0.8), ["convicts"], uses=True, link="lease"),
    R("The court of county commissioners may hire out any person convicted of a misdemeanor and unable to pay the fine and costs to work for any person within the county, the hirer paying the fine and costs.",
      "E", "ben", (0.9, 0.5, 0.4, 0.7), ["convicted"], uses=True),
    R("Convicts hired to any lessee shall remain in the lessee's custody without inspection by any court, and no claim for wages or for injury received in such labour shall lie against the lessee or the state.",
      "O", "bur", (1.0, 0.6, 0.3, 1.0), ["convicts"], uses=True, link="lease"),
    R("The state shall receive from the lessees of convict labour the sums due under their contracts and pay them into the treasury to the credit of the general fund.",
      "E", "ben", (0.5, 0.2, 0.1, 0.4), ["convict"], link="lease"),

    # --- arms, movement, other restrictions ---
    R("No freedman, free negro or mulatto, not in the military service of the United States nor licensed by the board of police of the county, shall keep or carry firearms, ammunition, dirk or bowie knife, upon pain of forfeiture and fine.",
      "O", "bur", (0.9, 0.7, 0.4, 0.5), []),
    R("Any freedman, free negro or mulatto committing riots, routs, trespasses, malicious mischief, seditious speeches, insulting gestures, language or acts, or preaching without a licence shall be fined and imprisoned.",
      "O", "bur", (0.9, 0.7, 0.7, 0.8), []),
    R("No person of colour shall pursue or practise the art, trade or business of an artisan, mechanic or shop keeper, or any other trade apart from husbandry or servant under contract, unless the person has obtained a licence from the judge of the district court.",
      "O", "bur", (0.9, 0.6, 0.5, 0.6), []),
    R("The county board shall keep a register of all labour contracts made with freedmen and of all licences issued, and the clerk shall furnish a copy to any employer on request.",
      "M", "neu", (0.3, 0.1, 0.0, 0.2), []),

    # --- further Section 2 enforcement legislation (1866) ---
    R("The district courts of the United States shall have exclusive cognizance of all crimes and offences committed against this act, and of all causes affecting persons who are denied or cannot enforce in the courts of the State any of the rights it secures.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), ["crimes"], link="cra1866"),
    R("The district attorneys, marshals, and officers of the Freedmen's Bureau are specially authorized and required, at the expense of the United States, to institute proceedings against every person who violates this act.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), [], link="cra1866"),
    R("The commissioner of the bureau shall take jurisdiction of all cases concerning the free enjoyment of civil rights by freedmen in any State where ordinary judicial proceedings are interrupted or such rights are denied.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("The commissioner shall lease or seize buildings for the education of freedmen and refugees, and shall cooperate with private benevolent associations in aiding the establishment of schools for them.",
      "M", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("Any person who shall kidnap or carry away any other person, whether negro, mulatto, or otherwise, with the intent that such other person shall be sold or held as a slave, shall be fined not more than five thousand dollars or imprisoned not more than five years.",
      "O", "ben", (0.0, 0.0, 0.0, 0.1), []),
    R("Any white person who shall sell, lend, or give to any freedman, free negro or mulatto any firearms, dirk or bowie knife, or ammunition shall be guilty of a misdemeanor and fined not exceeding fifty dollars.",
      "I", "bur", (0.5, 0.4, 0.5, 0.3), []),
]
