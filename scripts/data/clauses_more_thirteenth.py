"""13th Amendment (1865): further clauses (second batch).

Appended to clauses_thirteenth.CLAUSES in clauses.py. Both sides again, roughly half and half.

Abolition and its enforcement: the joint resolution proposing the amendment (1 Feb 1865) and
its ratification; Civil Rights Act of 1866 (like punishment, removal, commissioners, fees, use of
the army); Freedmen's Bureau acts (1865 assistant commissioners; 1866 extension: Sea Islands
possessory titles, bureau courts under the military protection section) and the 1866-67 bureau
appropriations; Freedman's Savings and Trust Company (3 Mar 1865); payment of coloured soldiers'
bounties through the bureau (1867); relief of the destitute in the Southern states (1867);
Southern Homestead Act (1866); Anti-Peonage Act (1867, s. 2); General Order No. 1 of the
Department of South Carolina (Sickles, 1 Jan 1866) suspending the South Carolina code; Enforcement
Act of 31 May 1870 (ss. 1, 6) and the Ku Klux Klan Act of 20 Apr 1871 (ss. 1, 4).

The punishment exception and what it enabled: South Carolina 1865 domestic-relations act
(absence and visitors, hours of labour, discharge of servants, migration bond, district courts
for persons of colour); Louisiana 1865 labour-contract act; St. Landry (Opelousas) parish
ordinance 1865; Florida 1865-66 contract and railroad acts; Georgia 1866 vagrancy and
chain-gang acts and the 1876 twenty-year penitentiary lease; Alabama 1866 vagrancy act and the
false-pretences labour-contract law (1885, amended 1903, struck down in Bailey v. Alabama, 1911);
Mississippi 1865 (desertion costs set off against wages, harbouring deserters, the Freedmen's
Pauper Fund, apprentices' terms) and the 1867 landlord's lien; Louisiana penitentiary lease (1870).
Clause texts are paraphrases into operative form, not quotations.
"""
from common import R

POLICY = "13th Amendment (1865)"

CLAUSES = [
    # ================= abolition and its enforcement =================
    R("No freedman shall suffer any punishment, pain or penalty for an act other than or heavier than that to which a white citizen would be liable for the same act, any state statute, ordinance or custom to the contrary notwithstanding.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), [], link="cra1866"),
    R("Any suit or prosecution commenced in a state court against a person who cannot enforce in that court the rights secured by this act may, upon the defendant's petition, be removed for trial into the federal circuit court.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("The circuit courts shall appoint commissioners with power to arrest and hold to bail offenders against this act, and any marshal who refuses to execute their warrants shall be fined one thousand dollars.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("It shall be lawful for the President to employ the land or naval forces of the United States, or the militia, as shall be necessary to prevent the violation and enforce the due execution of this act.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("All citizens otherwise qualified to vote at any election in any state, county, city, township or school district shall be entitled and allowed to vote at all such elections without distinction of race, colour, or previous condition of servitude.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("Every person who, under colour of any state statute, ordinance, regulation or usage, deprives another of a right secured by the Constitution shall be liable to the party injured in an action at law or suit in equity for redress.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("Whenever unlawful combinations so obstruct the laws of a state that its authorities cannot or will not protect the people in their rights, the President may suspend the privileges of the writ of habeas corpus in the district affected.",
      "O", "ben", (0.0, 0.0, 0.0, 0.1), []),
    R("No distinction or discrimination shall be made on account of race or colour in the construction or execution of this act or in the disposal of the public lands it opens to entry.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), [], link="homestead"),
    R("Where the testimony of freedmen is refused in the state courts, the officers of the bureau may hear and decide disputes between freedmen and white persons over wages, contracts and assaults, imposing no penalty beyond that the law sets for whites.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("A savings institution shall be incorporated to receive on deposit the money of persons heretofore held in slavery and their descendants, and to invest the deposits only in stocks, bonds or other securities of the United States.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("Bounties, arrears of pay and pensions due to coloured soldiers and sailors, or to their heirs, shall be paid through the commissioner of the bureau, so as to protect the claimants against fraud by claim agents.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), []),
    R("All persons in the military or civil service in the Territory of New Mexico shall aid in enforcing the abolition of peonage, and any officer who obstructs or fails to enforce it shall be dismissed from the service.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), [], link="peonage"),
    R("No law of the state shall be enforced against persons of colour that does not apply equally to white persons, and no person of colour shall be whipped or sold to service under the vagrancy laws.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), ["vagrancy"]),
    R("Upon five years' residence on and cultivation of an entry, the settler, whether freedman or white, shall receive a patent for the land on payment of the fees, and no such land shall be liable for debts contracted before the patent issues.",
      "M", "ben", (0.0, 0.0, 0.0, 0.0), [], link="homestead"),
    R("The commissioner may issue supplies of food to destitute persons of every class in the Southern states, without regard to colour, until the next harvest, out of the sum appropriated for that relief.",
      "M", "ben", (0.0, 0.0, 0.0, 0.0), []),

    # --- mixed: benefit and burden in one clause or on different groups ---
    R("Freedmen holding possessory titles to lands on the Sea Islands under General Sherman's field order shall be confirmed in possession for three years, after which the former owners may have the lands restored, the dispossessed being allowed to lease twenty acres of public land.",
      "O", "mix", (0.4, 0.2, 0.1, 0.3), []),
    R("No labour contract with a freedman shall be binding until approved by an officer of the bureau, who shall see that fair wages are fixed and no corporal punishment permitted, and the freedman so contracting shall be held to the full term.",
      "M", "mix", (0.4, 0.2, 0.3, 0.3), []),
    R("Two or more persons who band together or go in disguise upon the highway or the premises of another, intending to hinder any citizen in the free exercise of a right secured by the Constitution, shall be fined up to five thousand dollars and imprisoned up to ten years.",
      "M", "mix", (0.0, 0.0, 0.0, 0.0), []),

    # --- neutral administration ---
    R("The following article shall be proposed to the legislatures of the several States as an amendment to the Constitution, and when ratified by three fourths of those legislatures it shall be valid to all intents and purposes as part of the Constitution.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("The governor of each ratifying State shall transmit a certified copy of the legislature's resolution of ratification, under the seal of the State, to the Secretary of State at Washington.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("There is appropriated, out of any money in the Treasury not otherwise appropriated, for the salaries of the commissioner, assistant commissioners, clerks and agents of the bureau, and for stationery, printing and rent of offices, such sums as follow.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("The commissioners appointed under this act shall be entitled to a fee of ten dollars in each case heard, and the marshals and their deputies to the fees allowed for like services in other cases.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("The President may appoint an assistant commissioner for each of the States declared to be in insurrection, not exceeding ten in number, who shall give bond and report to the commissioner.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("The principal keeper shall keep a register of every convict received, stating name, colour, age, crime and sentence and to whom the convict is hired, and shall report it to the governor twice a year.",
      "M", "neu", (0.3, 0.1, 0.0, 0.3), ["convict", "crime"], link="lease"),

    # ================= the punishment exception and the Black Codes =================
    R("A servant shall not be absent from the premises without the permission of the master, nor receive visitors there during working hours without the master's consent.",
      "O", "bur", (0.9, 0.6, 0.5, 0.6), [], link="sc_servant"),
    R("Except on Sundays, servants on farms shall labour from sunrise to sunset with reasonable intervals for meals, shall rise at dawn, feed and care for the stock, and shall answer for any tool lost or damaged by their neglect.",
      "O", "bur", (0.8, 0.5, 0.6, 0.4), [], link="sc_servant"),
    R("A servant may be discharged from service by the district judge upon proof that the master has failed to pay wages or supply wholesome food, or has struck the servant without authority, but a servant who departs without such discharge forfeits all wages due.",
      "O", "mix", (0.6, 0.4, 0.3, 0.5), [], link="sc_servant"),
    R("No person of colour shall migrate into and reside in this state unless, within twenty days after arrival, he enters into bond with two freeholders in the penalty of one thousand dollars for his good behaviour and support, and if he fails he shall be required to leave the state.",
      "O", "bur", (0.9, 0.6, 0.4, 0.5), []),
    R("A district court shall be established in each judicial district with jurisdiction of all civil causes in which a person of colour is a party and of all prosecutions of persons of colour for misdemeanors, separate from the courts that try white persons.",
      "O", "bur", (0.7, 0.6, 0.3, 0.7), []),
    R("Every adult freedman shall, within the first ten days of January, make a contract for labour for the coming year with some employer, and the contract made by the head of a family shall bind all its members able to work.",
      "O", "bur", (0.9, 0.5, 0.4, 0.6), [], link="la_contract"),
    R("Time lost by sickness shall be deducted from the laborer's wages, and for disobedience, impudence, swearing, or leaving the place without permission the laborer shall be fined by the employer at the rate set for each offence.",
      "O", "bur", (0.9, 0.6, 0.6, 0.8), [], link="la_contract"),
    R("No negro shall pass within the limits of the parish without a written permit from his employer, nor rent or keep a house, and every negro shall be in the regular service of some white person or former owner, who shall answer for his conduct.",
      "O", "bur", (1.0, 0.7, 0.5, 0.8), []),
    R("A person of colour under a labour contract who wilfully disobeys orders, is wantonly impudent, or abandons the employer's premises may, on the employer's complaint, be arrested, tried, and subjected to the pains and penalties provided for vagrancy.",
      "O", "bur", (0.9, 0.6, 0.6, 0.7), ["vagrancy"], uses=True, exp=True),
    R("Any negro or mulatto who intrudes himself into a railroad car or public vehicle set apart for white persons shall be guilty of a misdemeanor, and the jury may sentence him to an hour in the pillory, to thirty nine lashes, or to both.",
      "O", "bur", (0.8, 0.9, 0.6, 0.6), []),
    R("Persons able to work who wander or stroll about in idleness, having no property to support them, or who lead an idle and immoral life, shall be vagrants and may be bound out to any person for not more than one year or put to labour on the public works.",
      "O", "bur", (0.8, 0.4, 0.8, 0.5), ["property", "idle", "vagrants"], uses=True, exp=True),
    R("Any runaway or stubborn servant or child, and any laborer or servant who loiters away his time or fails without just cause to perform a contract for service, shall be deemed a vagrant.",
      "O", "bur", (0.8, 0.5, 0.7, 0.5), ["vagrant"], uses=True, exp=True),
    R("Any person convicted of a misdemeanor may be sentenced to work in a chain gang on the public works or roads of the county for not more than twelve months, in lieu of or in addition to fine and imprisonment.",
      "O", "bur", (0.8, 0.4, 0.3, 0.6), ["convicted"], uses=True, exp=True),
    R("Any person who, with intent to defraud, enters into a written contract for service and thereby obtains money or other personal property from the employer, then refuses to perform the service without refunding it, shall be punished as for larceny, the refusal being prima facie evidence of the intent.",
      "O", "bur", (0.9, 0.5, 0.4, 0.8), ["property"], uses=True, exp=True),
    R("The poll tax levied on freedmen shall form a separate fund, to be called the freedmen's pauper fund, which the county shall apply to the maintenance of poor freedmen only.",
      "O", "mix", (0.5, 0.7, 0.4, 0.3), []),
    R("Minors bound as apprentices shall serve until twenty one years of age if males and eighteen if females, and the master shall furnish them sufficient food and clothing, treat them humanely, and have them taught to read and write if under fifteen.",
      "O", "mix", (0.7, 0.4, 0.4, 0.4), [], exp=True, link="apprentice"),

    # --- elite benefit: planters, lessees, the state as lessor ---
    R("The governor may lease all convicts in the penitentiary to companies for a term of twenty years, the companies together paying the state twenty five thousand dollars a year and taking the whole labour of the convicts at their own charge for their keep.",
      "E", "ben", (0.9, 0.5, 0.3, 0.8), ["convicts"], uses=True, link="lease"),
    R("The penitentiary, with its buildings, machinery and the labour of all persons confined there, shall be leased for a term of years to the highest responsible bidder, who shall receive all the profits of that labour.",
      "E", "ben", (0.9, 0.4, 0.2, 0.7), []),
    R("Every landlord shall have a lien on the crop grown on the rented premises for the rent and for supplies advanced to the tenant or laborer to make the crop, which lien shall be preferred to all others.",
      "E", "ben", (0.6, 0.3, 0.1, 0.4), []),
    R("The fees and mileage paid to any person for arresting a deserting laborer shall be paid by the employer and held as a set-off against the wages of the laborer so returned.",
      "E", "ben", (0.8, 0.5, 0.3, 0.6), [], link="ms_contract"),

    # --- in-group non-elite and several groups ---
    R("White convicts shall be kept separate from coloured convicts at night and at meals, and no white convict shall be chained to or confined in the same quarters with a coloured one.",
      "I", "ben", (0.2, 0.8, 0.5, 0.2), ["convicts", "convict"]),
    R("Any person who knowingly employs, harbours or feeds a freedman who has deserted the service of his employer before the end of the term shall be guilty of a misdemeanor and answerable to the employer for damages.",
      "M", "bur", (0.7, 0.4, 0.3, 0.4), [], link="ms_contract"),
]
