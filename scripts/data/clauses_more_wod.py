"""War on Drugs (1971): additional clauses (second batch).

Appended to clauses_wod.CLAUSES in clauses.py. Grounded in the Controlled Substances Act of
1970 (s. 303 registration and the limit on bulk manufacturers, s. 304 denial and revocation,
s. 306 production quotas, s. 307 practitioners' record exemption, s. 308 order forms, s. 309
prescriptions, s. 402 civil penalties for registrants, s. 509 no-knock warrants, s. 510
administrative inspection, s. 601 the Commission on Marihuana and Drug Abuse, title III import
controls); the Drug Abuse Office and Treatment Act of 1972 (patient confidentiality);
Reorganization Plan No. 2 of 1973 (DEA); the Narcotic Addict Treatment Act of 1974; the
Comprehensive Crime Control Act of 1984 (equitable sharing, adoptive seizures, administrative
forfeiture under the customs procedure); the Sentencing Guidelines (1987, relevant conduct);
the Anti-Drug Abuse Act of 1986 (substantial-assistance motion, principal administrator life
term, maintaining drug-involved premises, possession fines) and of 1988 (civil penalty for
personal-use amounts, first-offence possession and federal benefits, Byrne formula grants,
supervised release revocation); Executive Order 12564 (1986); the 1990 Defense Authorization
s. 1208 (surplus equipment) and the 1990 highway-fund licence-suspension condition; 21 U.S.C. 860
as extended 1988-1994 (public housing, playgrounds, youth centers); the Violent Crime Control
Act of 1994 (three strikes, Pell grant ban, drug courts, residential treatment for prisoners,
death penalty for drug kingpins, criminal street gangs); the 1996 welfare reform (drug testing)
and the 1996 housing "one strike" admission rules; the 1998 HEA drug question and its 2006
narrowing; the Civil Asset Forfeiture Reform Act of 2000; the Fair Sentencing Act of 2010; the
First Step Act of 2018 (ss. 401, 404, earned time credits); VA drug treatment, community
prevention grants, Justice Department pretrial diversion, and private detention contracts.
Texts are paraphrases into operative form, not quotations.
"""
from common import R

POLICY = "War on Drugs (1971)"

CLAUSES = [
    # --- Controlled Substances Act 1970: registrants, records, administration ---
    R("No substance listed in schedule II may be dispensed without the written prescription of a practitioner, except in an emergency, and no prescription for such a substance shall be refilled.",
      "M", "neu", (0.05, 0.0, 0.0, 0.0)),
    R("Every distribution of a substance in schedule I or II shall be made on an official order form, of which the supplier shall keep one copy and forward another to the Attorney General.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0)),
    R("Each year the Attorney General shall fix an aggregate production quota for every basic class of substance in schedules I and II, sufficient for the estimated medical, scientific, research and industrial needs of the country.",
      "M", "neu", (0.05, 0.0, 0.05, 0.05)),
    R("The Attorney General shall register an applicant to bulk-manufacture a schedule I or II substance only if the number of established manufacturers cannot produce an adequate and uninterrupted supply under competitive conditions.",
      "E", "ben", (0.1, 0.2, 0.05, 0.3)),
    R("A registered practitioner need not keep records of schedule II to V substances he prescribes or administers in the lawful course of professional practice, unless he regularly dispenses them and charges for them.",
      "E", "ben", (0.0, 0.2, 0.0, 0.1)),
    R("A registration may be suspended or revoked upon a finding that the registrant falsified the application, has been convicted of a felony relating to a controlled substance, or has lost the state licence to dispense.",
      "E", "bur", (0.0, 0.0, 0.0, 0.1)),
    R("A registrant who fails to keep the required records or distributes without an order form shall be liable to a civil penalty of up to twenty-five thousand dollars, and only a knowing violation shall be a criminal misdemeanor.",
      "E", "bur", (0.0, 0.4, 0.0, 0.1)),
    R("Officers designated by the Attorney General may, upon an administrative inspection warrant, enter the premises of any registrant at reasonable times to inspect and copy records and to inventory stocks.",
      "E", "neu", (0.0, 0.0, 0.0, 0.0)),
    R("It shall be unlawful to import any schedule I or II substance, or any narcotic drug in schedules III to V, save such crude opium and coca leaves as the Attorney General finds necessary for medical and scientific purposes.",
      "M", "mix", (0.2, 0.2, 0.1, 0.1), ["narcotic"]),
    R("A Commission on Marihuana and Drug Abuse of thirteen members shall be established to study the extent and effects of marihuana use and to report its findings and recommendations to the President and Congress.",
      "M", "neu", (0.0, 0.0, 0.05, 0.0)),
    R("A judge issuing a search warrant for a drug offence may authorize the officers to enter without giving notice of their authority and purpose, where evidence might otherwise be quickly destroyed or disposed of.",
      "O", "bur", (0.6, 0.3, 0.4, 0.5)),

    # --- 1971-1974: Nixon message, DAOTA, DEA, methadone ---
    R("Records of the identity, diagnosis, prognosis or treatment of any patient in a federally assisted drug abuse program shall be confidential, and may be disclosed only with the patient's written consent or by court order.",
      "M", "ben", (0.0, 0.1, 0.0, 0.0)),
    R("All functions of the Bureau of Narcotics and Dangerous Drugs, the Office for Drug Abuse Law Enforcement and the drug investigations of the Customs Service are transferred to the Attorney General, to be exercised through a Drug Enforcement Administration.",
      "M", "neu", (0.1, 0.0, 0.1, 0.1), ["narcotics"]),
    R("Practitioners who dispense narcotic drugs to addicts for maintenance or detoxification treatment shall obtain a separate annual registration, granted only on compliance with the treatment standards set by the Secretary.",
      "M", "neu", (0.1, 0.0, 0.1, 0.1), ["narcotic"]),

    # --- 1984-1988: sentencing, possession, premises, analogues ---
    R("Only upon motion of the Government may the court impose a sentence below a statutory minimum, so as to reflect a defendant's substantial assistance in the investigation or prosecution of another person.",
      "M", "mix", (0.4, 0.3, 0.2, 0.8)),
    R("The principal administrator, organizer or leader of a continuing criminal enterprise dealing in three hundred times the threshold quantity, or grossing ten million dollars a year, shall be imprisoned for life.",
      "O", "bur", (0.8, 0.4, 0.6, 0.9)),
    R("It shall be unlawful knowingly to open, lease, rent or maintain any place, whether permanently or temporarily, for the purpose of manufacturing, distributing or using any controlled substance.",
      "O", "bur", (0.6, 0.4, 0.5, 0.4)),
    R("A person convicted of possessing a controlled substance shall pay a minimum fine of one thousand dollars, and on a second conviction shall be imprisoned for not less than fifteen days.",
      "M", "bur", (0.4, 0.3, 0.2, 0.4)),
    R("Any individual who knowingly possesses a personal-use amount of a controlled substance shall be liable to the United States for a civil penalty of up to ten thousand dollars for each violation.",
      "M", "bur", (0.4, 0.3, 0.4, 0.4)),
    R("Upon a first conviction for possession, the court may require the person to complete an approved drug treatment program or community service, or may deny that person federal benefits for up to one year.",
      "O", "bur", (0.5, 0.4, 0.5, 0.4)),
    R("Where a person on supervised release is found in possession of a controlled substance, the court shall revoke the term of release and require the person to serve a term of imprisonment.",
      "O", "bur", (0.7, 0.4, 0.3, 0.8)),
    R("The base offence level shall be fixed by the total quantity of drugs involved in all acts forming part of the same course of conduct or common scheme, whether or not those acts were charged or proved at trial.",
      "O", "bur", (0.8, 0.4, 0.3, 0.7), exp=True),
    R("The drug-free zones in which penalties are doubled shall also extend to areas within one thousand feet of public housing and within one hundred feet of a playground, youth center, swimming pool or video arcade.",
      "O", "bur", (0.7, 0.5, 0.6, 0.5), ["drug-free"], uses=True, exp=True),

    # --- grants to police, prisons, contractors (elite) ---
    R("The Director shall make formula grants to the states for programs that assist state and local law enforcement in apprehending and prosecuting drug offenders, each state receiving a base amount and a share by population.",
      "E", "ben", (0.4, 0.3, 0.4, 0.3)),
    R("The Secretary of Defense may transfer to state and local law enforcement agencies, without cost, excess military arms, vehicles and equipment found suitable for use in counter-drug activities.",
      "E", "ben", (0.4, 0.2, 0.3, 0.3)),
    R("Where state or local officers seize property under state law, a federal agency may adopt the seizure and forfeit the property under federal law, returning up to eighty per cent of the proceeds to the seizing agency.",
      "E", "ben", (0.5, 0.3, 0.2, 0.8)),
    R("Shared forfeiture proceeds received by a state or local agency shall be spent for law enforcement purposes and shall increase, not supplant, the resources otherwise appropriated to that agency.",
      "E", "ben", (0.3, 0.2, 0.2, 0.6)),
    R("The Attorney General may contract with private persons for the housing, care and security of persons in federal custody awaiting trial or serving sentence, at a daily rate for each prisoner held.",
      "E", "ben", (0.4, 0.2, 0.2, 0.4)),

    # --- forfeiture procedure ---
    R("Where seized property is valued below the statutory limit, the agency shall publish notice of the seizure, and unless a claim and a cost bond are filed within twenty days the property shall be declared forfeited without any judicial proceeding.",
      "O", "bur", (0.7, 0.3, 0.3, 0.9)),
    R("In a civil forfeiture proceeding the Government shall bear the burden of establishing by a preponderance of the evidence that the property is subject to forfeiture, and no innocent owner's interest shall be forfeited.",
      "O", "ben", (0.1, 0.0, 0.0, 0.2)),

    # --- 1990s: 1994 Crime Act, licences, welfare, housing ---
    R("A person convicted in federal court of a serious violent felony shall be imprisoned for life if he has two or more prior convictions for serious violent felonies, or one such conviction and one for a serious drug offence.",
      "O", "bur", (0.95, 0.6, 0.6, 1.0), exp=True),
    R("No Federal Pell Grant shall be awarded to any individual who is incarcerated in a federal or state penal institution.",
      "O", "bur", (0.6, 0.5, 0.4, 0.4)),
    R("A defendant found guilty of leading a continuing criminal enterprise that involved twice the quantity for the life term may be sentenced to death even though no killing resulted from the offence.",
      "O", "bur", (0.9, 0.5, 0.7, 0.7)),
    R("A person who commits a federal drug felony as a member of a criminal street gang, and has participated in its acts of violence, shall have the term of imprisonment increased by up to ten years.",
      "O", "bur", (0.7, 0.5, 0.7, 0.5), ["street", "gang"], uses=True, exp=True),
    R("The Secretary shall withhold part of a state's federal highway funds unless the state suspends, for at least six months, the driving licence of every person convicted of any drug offence.",
      "O", "bur", (0.6, 0.4, 0.5, 0.4)),
    R("The Attorney General may make grants for drug courts that place nonviolent offenders under continuing judicial supervision, with mandatory testing, treatment, and graduated sanctions for failure.",
      "M", "mix", (0.3, 0.3, 0.3, 0.2)),
    R("Funds shall be provided to the states to develop residential substance abuse treatment programs within state prisons and local jails, with treatment set apart from the general prison population.",
      "O", "ben", (0.1, 0.1, 0.2, 0.1)),
    R("No state shall be prohibited from testing recipients of welfare assistance for the use of controlled substances, nor from sanctioning those who test positive.",
      "O", "bur", (0.5, 0.4, 0.6, 0.3), ["welfare"], uses=True),
    R("A public housing agency may obtain the criminal conviction records of adult applicants, and shall deny admission for three years to any household with a member evicted for drug-related criminal activity.",
      "O", "bur", (0.7, 0.5, 0.6, 0.6), ["drug-related"], uses=True, exp=True),

    # --- federal employees, veterans, prevention, diversion (in-group non-elite) ---
    R("Each agency shall test for illegal drug use those employees who hold sensitive positions, and an employee found to use illegal drugs shall be removed from any sensitive position pending rehabilitation.",
      "I", "bur", (0.2, 0.1, 0.2, 0.2)),
    R("The Veterans Administration shall furnish treatment and rehabilitation to any eligible veteran suffering from drug dependence, and shall establish treatment programs for this purpose in its hospitals and clinics.",
      "I", "ben", (0.05, 0.5, 0.1, 0.0)),
    R("The Secretary may make grants to community parent groups, youth organizations and local school districts for drug abuse prevention, giving priority to applicants who provide matching funds and volunteer support.",
      "I", "ben", (0.1, 0.4, 0.3, 0.1)),
    R("A United States Attorney may divert a person charged for the first time with possession from prosecution into a supervised program, and when the program is successfully completed the charge shall be dismissed.",
      "I", "ben", (0.1, 0.5, 0.1, 0.2)),

    # --- student aid question and later reforms ---
    R("Every applicant for federal student assistance shall state on the application form whether he or she has ever been convicted of an offence involving drugs, and an applicant who leaves the question blank shall receive no aid.",
      "O", "bur", (0.5, 0.4, 0.4, 0.4)),
    R("The suspension of student aid for a drug conviction shall apply only where the conduct occurred during a period of enrollment for which the student was receiving federal grants, loans or work assistance.",
      "O", "mix", (0.4, 0.3, 0.3, 0.3)),
    R("The quantities of cocaine base that trigger the five-year and ten-year minimum terms are raised from five and fifty grams to twenty-eight and two hundred eighty grams, leaving a ratio of eighteen to one with powder cocaine.",
      "O", "mix", (0.7, 0.6, 0.5, 0.6), ["cocaine base"], uses=True),
    R("The mandatory minimum term of imprisonment for simple possession of cocaine base is hereby repealed.",
      "O", "ben", (0.0, 0.0, 0.0, 0.0), ["cocaine base"]),
    R("A court that sentenced a defendant for a covered offence committed before 3 August 2010 may, on motion of the defendant, the prison director or the Government, impose a reduced sentence as if the 2010 Act had then been in force.",
      "O", "ben", (0.1, 0.1, 0.0, 0.3)),
    R("The enhanced minimum for a defendant with one prior serious drug felony shall be fifteen years instead of twenty, and for two or more such priors twenty-five years instead of mandatory life.",
      "O", "mix", (0.7, 0.4, 0.4, 0.7)),
    R("A prisoner who successfully participates in recidivism reduction programming shall earn ten days of time credit for every thirty days of participation, but prisoners convicted of listed offences shall be ineligible.",
      "M", "mix", (0.4, 0.3, 0.3, 0.4)),
]
